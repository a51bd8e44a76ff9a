import type { DataType, ValidationLogic } from '@vd/contract';

type Category = 'parties' | 'references' | 'transport' | 'goods' | 'values' | 'customs';

export interface CatalogueLabel {
  key: string;
  name: string;
  name_en: string;
  category: Category;
  data_type: DataType;
  aliases: string[];
  validation_logic?: ValidationLogic;
}

const fuzzy: ValidationLogic = { logic: 'fuzzy', threshold: 0.85 };
const exact: ValidationLogic = { logic: 'exact' };
const weight: ValidationLogic = { logic: 'number', tolerance: { percent: 0.5 } };
const money: ValidationLogic = { logic: 'number', tolerance: { absolute: 0.01 } };

/** The default logic of a data type, when a label does not name one. */
export function defaultLogicOf(type: DataType): ValidationLogic {
  switch (type) {
    case 'number':
    case 'quantity':
      return { logic: 'number', tolerance: { absolute: 0 } };
    case 'money':
      return money;
    case 'weight':
      return weight;
    case 'date':
      return { logic: 'date', days: 0 };
    case 'incoterm':
      return { logic: 'incoterm' };
    case 'hs_code':
    case 'npwp':
    case 'container':
    case 'aju':
      return exact;
    default:
      return { logic: 'text' };
  }
}

/**
 * The global label catalogue: the fields of DOMAIN.md that exporters, importers and brokers
 * cross-check, with the captions they are printed under (Indonesian and English).
 */
export const labelCatalogue: CatalogueLabel[] = [
  // Parties
  {
    key: 'exporter_name',
    name: 'Nama Eksportir',
    name_en: 'Exporter Name',
    category: 'parties',
    data_type: 'text',
    aliases: ['Eksportir', 'Shipper', 'Seller', 'Penjual', 'Exporter'],
    validation_logic: fuzzy,
  },
  {
    key: 'exporter_npwp',
    name: 'NPWP Eksportir',
    name_en: 'Exporter Tax ID',
    category: 'parties',
    data_type: 'npwp',
    aliases: ['NPWP', 'Tax ID', 'NPWP Eksportir'],
  },
  {
    key: 'exporter_address',
    name: 'Alamat Eksportir',
    name_en: 'Exporter Address',
    category: 'parties',
    data_type: 'text',
    aliases: ['Alamat', 'Address'],
    validation_logic: { logic: 'fuzzy', threshold: 0.75 },
  },
  {
    key: 'importer_name',
    name: 'Nama Importir',
    name_en: 'Importer Name',
    category: 'parties',
    data_type: 'text',
    aliases: ['Importir', 'Importer'],
    validation_logic: fuzzy,
  },
  {
    key: 'importer_npwp',
    name: 'NPWP Importir',
    name_en: 'Importer Tax ID',
    category: 'parties',
    data_type: 'npwp',
    aliases: ['NPWP Importir', 'Importer NPWP'],
  },
  {
    key: 'buyer_name',
    name: 'Nama Pembeli',
    name_en: 'Buyer',
    category: 'parties',
    data_type: 'text',
    aliases: ['Pembeli', 'Buyer', 'Sold To', 'Messrs'],
    validation_logic: fuzzy,
  },
  {
    key: 'buyer_address',
    name: 'Alamat Pembeli',
    name_en: 'Buyer Address',
    category: 'parties',
    data_type: 'text',
    aliases: ['Alamat Pembeli', 'Buyer Address'],
    validation_logic: { logic: 'fuzzy', threshold: 0.75 },
  },
  {
    key: 'consignee_name',
    name: 'Nama Penerima',
    name_en: 'Consignee',
    category: 'parties',
    data_type: 'text',
    aliases: ['Penerima', 'Consignee', 'Ship To'],
    validation_logic: fuzzy,
  },
  {
    key: 'notify_party',
    name: 'Pihak yang Diberitahu',
    name_en: 'Notify Party',
    category: 'parties',
    data_type: 'text',
    aliases: ['Notify Party', 'Notify'],
    validation_logic: fuzzy,
  },
  // References
  {
    key: 'invoice_number',
    name: 'Nomor Invoice',
    name_en: 'Invoice Number',
    category: 'references',
    data_type: 'text',
    aliases: ['No. Invoice', 'Invoice No.', 'Invoice Number', 'Nomor Faktur'],
    validation_logic: exact,
  },
  {
    key: 'invoice_date',
    name: 'Tanggal Invoice',
    name_en: 'Invoice Date',
    category: 'references',
    data_type: 'date',
    aliases: ['Tgl. Invoice', 'Invoice Date', 'Date'],
  },
  {
    key: 'packing_list_number',
    name: 'Nomor Packing List',
    name_en: 'Packing List Number',
    category: 'references',
    data_type: 'text',
    aliases: ['No. Packing List', 'P/L No.', 'Packing List No.'],
    validation_logic: exact,
  },
  {
    key: 'packing_list_date',
    name: 'Tanggal Packing List',
    name_en: 'Packing List Date',
    category: 'references',
    data_type: 'date',
    aliases: ['Tgl. Packing List', 'P/L Date'],
  },
  {
    key: 'bl_number',
    name: 'Nomor B/L',
    name_en: 'Bill of Lading Number',
    category: 'references',
    data_type: 'text',
    aliases: ['B/L No.', 'Bill of Lading No.', 'No. B/L', 'BL Number'],
    validation_logic: exact,
  },
  {
    key: 'bl_date',
    name: 'Tanggal B/L',
    name_en: 'Bill of Lading Date',
    category: 'references',
    data_type: 'date',
    aliases: ['B/L Date', 'Shipped on Board Date', 'On Board Date', 'Tgl. B/L'],
  },
  {
    key: 'awb_number',
    name: 'Nomor AWB',
    name_en: 'Air Waybill Number',
    category: 'references',
    data_type: 'text',
    aliases: ['AWB No.', 'Air Waybill No.', 'No. AWB'],
    validation_logic: exact,
  },
  // Transport
  {
    key: 'vessel_name',
    name: 'Nama Kapal',
    name_en: 'Vessel',
    category: 'transport',
    data_type: 'text',
    aliases: ['Vessel', 'Kapal', 'Ocean Vessel', 'Nama Sarana Pengangkut'],
  },
  {
    key: 'voyage_number',
    name: 'Nomor Voyage',
    name_en: 'Voyage',
    category: 'transport',
    data_type: 'text',
    aliases: ['Voyage', 'Voy. No.', 'No. Voyage', 'Flight No.'],
    validation_logic: exact,
  },
  {
    key: 'port_of_loading',
    name: 'Pelabuhan Muat',
    name_en: 'Port of Loading',
    category: 'transport',
    data_type: 'port',
    aliases: ['Port of Loading', 'POL', 'Pelabuhan Muat', 'From'],
  },
  {
    key: 'port_of_discharge',
    name: 'Pelabuhan Bongkar',
    name_en: 'Port of Discharge',
    category: 'transport',
    data_type: 'port',
    aliases: ['Port of Discharge', 'POD', 'Pelabuhan Tujuan', 'Pelabuhan Bongkar', 'To'],
  },
  {
    key: 'destination_country',
    name: 'Negara Tujuan',
    name_en: 'Destination Country',
    category: 'transport',
    data_type: 'country',
    aliases: ['Negara Tujuan', 'Country of Destination', 'Destination'],
  },
  {
    key: 'country_of_origin',
    name: 'Negara Asal',
    name_en: 'Country of Origin',
    category: 'transport',
    data_type: 'country',
    aliases: ['Negara Asal', 'Country of Origin', 'Origin', 'Made in'],
  },
  {
    key: 'container_numbers',
    name: 'Nomor Kontainer',
    name_en: 'Container Number',
    category: 'transport',
    data_type: 'container',
    aliases: ['Container No.', 'No. Kontainer', 'Cntr No.'],
  },
  {
    key: 'seal_numbers',
    name: 'Nomor Segel',
    name_en: 'Seal Number',
    category: 'transport',
    data_type: 'text',
    aliases: ['Seal No.', 'No. Segel'],
    validation_logic: exact,
  },
  // Goods and packages
  {
    key: 'hs_code',
    name: 'Kode HS',
    name_en: 'HS Code',
    category: 'goods',
    data_type: 'hs_code',
    aliases: ['HS Code', 'Pos Tarif', 'Kode HS', 'Tariff Code', 'H.S. No.'],
  },
  {
    key: 'goods_description',
    name: 'Uraian Barang',
    name_en: 'Description of Goods',
    category: 'goods',
    data_type: 'text',
    aliases: ['Description', 'Description of Goods', 'Uraian Barang', 'Commodity'],
    validation_logic: { logic: 'fuzzy', threshold: 0.8 },
  },
  {
    key: 'quantity',
    name: 'Jumlah Barang',
    name_en: 'Quantity',
    category: 'goods',
    data_type: 'quantity',
    aliases: ['Quantity', 'Qty', 'Jumlah', 'Jumlah Satuan'],
  },
  {
    key: 'unit',
    name: 'Satuan',
    name_en: 'Unit',
    category: 'goods',
    data_type: 'text',
    aliases: ['Unit', 'Satuan', 'UOM'],
    validation_logic: exact,
  },
  {
    key: 'package_count',
    name: 'Jumlah Kemasan',
    name_en: 'Number of Packages',
    category: 'goods',
    data_type: 'quantity',
    aliases: ['No. of Packages', 'Packages', 'Jumlah Kemasan', 'Total Packages', 'Koli'],
  },
  {
    key: 'package_kind',
    name: 'Jenis Kemasan',
    name_en: 'Kind of Packages',
    category: 'goods',
    data_type: 'text',
    aliases: ['Kind of Packages', 'Jenis Kemasan', 'Packing'],
  },
  {
    key: 'net_weight',
    name: 'Berat Bersih',
    name_en: 'Net Weight',
    category: 'goods',
    data_type: 'weight',
    aliases: ['Net Weight', 'N.W.', 'NW', 'Berat Bersih', 'Netto'],
  },
  {
    key: 'gross_weight',
    name: 'Berat Kotor',
    name_en: 'Gross Weight',
    category: 'goods',
    data_type: 'weight',
    aliases: ['Gross Weight', 'G.W.', 'GW', 'Berat Kotor', 'Bruto'],
  },
  {
    key: 'volume_cbm',
    name: 'Volume (CBM)',
    name_en: 'Measurement',
    category: 'goods',
    data_type: 'number',
    aliases: ['Measurement', 'Volume', 'CBM', 'M3'],
    validation_logic: { logic: 'number', tolerance: { percent: 1 } },
  },
  // Values
  {
    key: 'currency',
    name: 'Mata Uang',
    name_en: 'Currency',
    category: 'values',
    data_type: 'text',
    aliases: ['Currency', 'Mata Uang', 'Valuta'],
    validation_logic: exact,
  },
  {
    key: 'incoterm',
    name: 'Cara Penyerahan',
    name_en: 'Incoterm',
    category: 'values',
    data_type: 'incoterm',
    aliases: ['Incoterm', 'Terms of Delivery', 'Cara Penyerahan', 'Delivery Terms'],
    validation_logic: { logic: 'incoterm' },
  },
  {
    key: 'unit_price',
    name: 'Harga Satuan',
    name_en: 'Unit Price',
    category: 'values',
    data_type: 'money',
    aliases: ['Unit Price', 'Price', 'Harga Satuan'],
  },
  {
    key: 'line_amount',
    name: 'Jumlah Harga',
    name_en: 'Amount',
    category: 'values',
    data_type: 'money',
    aliases: ['Amount', 'Jumlah Harga', 'Line Total'],
  },
  {
    key: 'total_amount',
    name: 'Total Nilai Invoice',
    name_en: 'Total Amount',
    category: 'values',
    data_type: 'money',
    aliases: ['Total', 'Total Amount', 'Grand Total', 'Nilai Invoice'],
  },
  {
    key: 'fob_value',
    name: 'Nilai FOB',
    name_en: 'FOB Value',
    category: 'values',
    data_type: 'money',
    aliases: ['FOB', 'FOB Value', 'Nilai FOB'],
  },
  {
    key: 'freight',
    name: 'Biaya Angkut',
    name_en: 'Freight',
    category: 'values',
    data_type: 'money',
    aliases: ['Freight', 'Biaya Angkut', 'Ocean Freight'],
  },
  {
    key: 'insurance',
    name: 'Asuransi',
    name_en: 'Insurance',
    category: 'values',
    data_type: 'money',
    aliases: ['Insurance', 'Asuransi'],
  },
  {
    key: 'cif_value',
    name: 'Nilai CIF',
    name_en: 'CIF Value',
    category: 'values',
    data_type: 'money',
    aliases: ['CIF', 'CIF Value', 'Nilai Pabean', 'Nilai CIF'],
  },
  // Customs
  {
    key: 'aju_number',
    name: 'Nomor Aju',
    name_en: 'Submission Number',
    category: 'customs',
    data_type: 'aju',
    aliases: ['Nomor Pengajuan', 'No. Aju', 'Nomor Aju', 'Car'],
  },
  {
    key: 'peb_number',
    name: 'Nomor PEB',
    name_en: 'Export Declaration Number',
    category: 'customs',
    data_type: 'text',
    aliases: ['Nomor Pendaftaran', 'No. PEB', 'Nomor PEB'],
    validation_logic: exact,
  },
  {
    key: 'peb_date',
    name: 'Tanggal PEB',
    name_en: 'Export Declaration Date',
    category: 'customs',
    data_type: 'date',
    aliases: ['Tanggal Pendaftaran', 'Tgl. PEB', 'Tanggal PEB'],
  },
  {
    key: 'pib_number',
    name: 'Nomor PIB',
    name_en: 'Import Declaration Number',
    category: 'customs',
    data_type: 'text',
    aliases: ['Nomor Pendaftaran PIB', 'No. PIB', 'Nomor PIB'],
    validation_logic: exact,
  },
  {
    key: 'pib_date',
    name: 'Tanggal PIB',
    name_en: 'Import Declaration Date',
    category: 'customs',
    data_type: 'date',
    aliases: ['Tanggal Pendaftaran PIB', 'Tgl. PIB', 'Tanggal PIB'],
  },
  {
    key: 'export_date',
    name: 'Tanggal Perkiraan Ekspor',
    name_en: 'Estimated Export Date',
    category: 'customs',
    data_type: 'date',
    aliases: ['Tanggal Perkiraan Ekspor', 'Estimated Date of Export'],
  },
];

/** The document types every company starts with. */
export const defaultDocumentTypes = [
  { code: 'CI', name: 'Commercial Invoice' },
  { code: 'PL', name: 'Packing List' },
  { code: 'BL', name: 'Bill of Lading' },
  { code: 'AWB', name: 'Air Waybill' },
  { code: 'PEB', name: 'PEB' },
  { code: 'PIB', name: 'PIB' },
  { code: 'COO', name: 'Certificate of Origin' },
] as const;
