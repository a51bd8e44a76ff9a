import { describe, expect, it } from 'vitest';
import { normalizeCountry } from './country.ts';
import { normalize } from './index.ts';
import { normalizePort } from './port.ts';
import { normalizeText } from './text.ts';

describe('text, port, country', () => {
  it('trims and collapses spaces', () => {
    expect(normalizeText('  PT  Kopi\nNusantara ').value).toBe('PT Kopi Nusantara');
    expect(normalizeText('   ').value).toBeNull();
    expect(normalizeText('BOPP LAMINATED, 4-\nCOLOUR PRINT').value).toBe('BOPP LAMINATED, 4-COLOUR PRINT');
    expect(normalizeText('GRADE A, 8-\n12 PCS/KG').value).toBe('GRADE A, 8-12 PCS/KG');
    expect(normalizeText('GRADE A -\nSORTED').value).toBe('GRADE A - SORTED');
  });

  it('drops a separator standing alone at either end (the field printed beside it: "WAN HAI 316 / 0342N")', () => {
    expect(normalizeText('/ 0342N').value).toBe('0342N');
    expect(normalizeText('WAN HAI 316 /').value).toBe('WAN HAI 316');
    expect(normalizeText('PT A - B').value).toBe('PT A - B');
    expect(normalizeText('PL-86042').value).toBe('PL-86042');
  });

  it('drops the brackets around a value printed wholly inside them, not those inside a value', () => {
    expect(normalizeText('(USD)').value).toBe('USD');
    expect(normalizeText('[ USD ]').value).toBe('USD');
    expect(normalizeText('PT BANK NEGARA INDONESIA (PERSERO) TBK').value).toBe(
      'PT BANK NEGARA INDONESIA (PERSERO) TBK',
    );
    expect(normalizeText('(1 TABLE + 4 CHAIRS) SET (B)').value).toBe('(1 TABLE + 4 CHAIRS) SET (B)');
  });

  it('maps known ports to UN/LOCODE and keeps unknown names', () => {
    expect(normalizePort('Tanjung Priok, Jakarta').value).toBe('IDTPP');
    expect(normalizePort('TG. PRIOK').value).toBe('IDTPP');
    expect(normalizePort('IDTPP').value).toBe('IDTPP');
    // The comma before the country or city lost on a scan.
    expect(normalizePort('YOKOHAMA JAPAN').value).toBe('JPYOK');
    expect(normalizePort('BELAWAN MEDAN').value).toBe('IDBLW');
    expect(normalizePort('TENAU KUPANG, INDONESIA').value).toBe('IDKOE');
    // A speck before the name (OCR of a noisy scan) is not part of it.
    expect(normalizePort('.YOKOHAMA, JAPAN').value).toBe('JPYOK');
    expect(normalizePort('YOKOHAMA SOUTH PIER').value).toBe('YOKOHAMA SOUTH PIER');
    expect(normalizePort('JPYOK - YOKOHAMA').value).toBe('JPYOK');
    expect(normalizePort('Yokohama, Japan').value).toBe('JPYOK');
    expect(normalizePort('Port of Rotterdam').value).toBe('NLRTM');
    expect(normalizePort('Apia').value).toBe('APIA');
    expect(normalizePort('Vancouver, Kanada').value).toBe('CAVAN');
    expect(normalizePort('CAVAN - VANCOUVER').value).toBe('CAVAN');
    // Indonesia's smaller export ports, by name or with their code.
    expect(normalizePort('Cirebon, Indonesia').value).toBe('IDCBN');
    expect(normalizePort('IDCBN CIREBON').value).toBe('IDCBN');
    expect(normalizePort('TENAU, KUPANG').value).toBe('IDKOE');
    // A terminal with a LOCODE of its own, named before its town, is that terminal.
    expect(normalizePort('BATU AMPAR, BATAM').value).toBe('IDBTH');
    expect(normalizePort('BATAM, INDONESIA').value).toBe('IDBTM');
    expect(normalizePort('TELUK BAYUR, PADANG, INDONESIA').value).toBe('IDTBR');
    expect(normalizePort('IDTBR - TELUK BAYUR').value).toBe('IDTBR');
    expect(normalizePort('Padang').value).toBe('IDPDG');
    expect(normalizePort('CAT LAI, HO CHI MINH CITY, VIETNAM').value).toBe('VNCLI');
    expect(normalizePort('HO CHI MINH CITY, VIETNAM').value).toBe('VNSGN');
    // An airport, by its IATA code beside its town or its name (outside-14's air shipments).
    expect(normalizePort("DENPASAR - NGURAH RAI INT'L / (DPS)").value).toBe('IDDPS');
    expect(normalizePort('DPS DENPASAR').value).toBe('IDDPS');
    expect(normalizePort('TAIPEI - TAOYUAN (TPE)').value).toBe('TWTPE');
    expect(normalizePort('HONG KONG (HKG)').value).toBe('HKHKG');
    expect(normalizePort("DUBAI INT'L (DXB)").value).toBe('AEDXB');
    expect(normalizePort('SURABAYA - JUANDA (SUB)').value).toBe('IDSUB');
    // The code decides over its town's seaport; Soekarno-Hatta alone is Makassar's seaport too.
    expect(normalizePort("JAKARTA - SOEKARNO-HATTA / INT'L (CGK)").value).toBe('IDCGK');
    expect(normalizePort('JAKARTA').value).toBe('IDTPP');
    expect(normalizePort('SOEKARNO-HATTA, MAKASSAR').value).toBe('IDMAK');
    // A word of three letters beside no place of its code's country is no airport's code.
    expect(normalizePort('SUB TOTAL').value).toBe('SUB TOTAL');
    expect(normalizePort('YOKOHAMA (DPS)').value).toBe('YOKOHAMA DPS');
  });

  it('maps English and Indonesian country names to ISO codes', () => {
    expect(normalizeCountry('Japan').value).toBe('JP');
    expect(normalizeCountry('JEPANG').value).toBe('JP');
    expect(normalizeCountry('Amerika Serikat').value).toBe('US');
    expect(normalizeCountry('ID').value).toBe('ID');
    expect(normalizeCountry('Atlantis').value).toBe('ATLANTIS');
    // A code printed with its name, either way round, when both say the same country.
    expect(normalizeCountry('KR - KOREA SELATAN').value).toBe('KR');
    expect(normalizeCountry('AE - PERSATUAN EMIRAT ARAB').value).toBe('AE');
    expect(normalizeCountry('Netherlands (NL)').value).toBe('NL');
    expect(normalizeCountry('JP - KOREA SELATAN').value).toBe('JP KOREA SELATAN');
  });

  it('dispatches by data type', () => {
    expect(normalize('weight', '1.250,50 KGS', { numberFormat: 'id' }).value).toBe(1250.5);
    expect(normalize('date', '05/01/2024', { dateFormat: 'DD/MM/YYYY' }).value).toBe('2024-01-05');
    expect(normalize('hs_code', '0901.11.10').value).toBe('09011110');
  });
});
