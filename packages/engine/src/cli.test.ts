import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli/main.ts';
import { fixturePath, fixtures } from './fixtures/load.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const blocker = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'block-network.mjs');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a CLI command in this process (the command line's own code, cli/main.ts, with its output
 * caught): starting the engine in a process of its own takes seconds, and one test below does.
 */
const run = async (args: string[]): Promise<Ran> => {
  const ran = { stdout: '', stderr: '' };
  const code = await runCli(args, {
    stdout: (text) => (ran.stdout += text),
    stderr: (text) => (ran.stderr += text),
  });
  return { code, ...ran };
};

/** Runs `npm run -s engine -- ...` from the repository root, as users do. */
const runProcess = (args: string[], nodeOptions = ''): Promise<Ran> =>
  new Promise((done) => {
    const child = spawn('npm', ['run', '-s', 'engine', '--', ...args], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: nodeOptions },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }));
  });

const rel = (path: string) => path.slice(root.length + 1);

describe('CLI', () => {
  it('extract prints JSON: pages and every label with text, value, confidence, page, box', async () => {
    await fixtures();
    const result = await run([
      'extract',
      '--placements',
      fixturePath('placements/peb.json'),
      '--date-format',
      'DD-MM-YYYY',
      '--number-format',
      'id',
      fixturePath('sets/2/shifted/peb.pdf'),
    ]);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.pages).toBe(1);
    const weight = output.labels.find((l: { label: string }) => l.label === 'Berat Kotor');
    expect(Object.keys(weight)).toEqual(
      expect.arrayContaining(['label', 'text', 'value', 'confidence', 'review', 'page', 'box']),
    );
    expect(typeof weight.value).toBe('number');
    expect(weight.review).toBe(false);
    // `reason` is present exactly when a label needs review or has no value.
    for (const label of output.labels as Array<{ review: boolean; value: unknown; reason?: string }>)
      expect(typeof label.reason === 'string').toBe(label.review || label.value === null);
    expect(Object.keys(weight.box)).toEqual(['x', 'y', 'width', 'height']);
    const aju = output.labels.find((l: { label: string }) => l.label === 'Nomor Aju');
    expect(aju.value).toHaveLength(26);
    expect(output.labels.find((l: { label: string }) => l.label === 'Tanggal Invoice').value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('exits non-zero with an Indonesian message for an unreadable file, and on bad usage', async () => {
    const zip = join(tmpdir(), 'vd-engine-bukan.pdf');
    await writeFile(zip, Buffer.from('PK\u0003\u0004 bukan pdf'));
    const bad = await run(['extract', '--placements', fixturePath('placements/peb.json'), zip]);
    expect(bad.code).not.toBe(0);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/tidak didukung/);
    const threshold = await run(['extract', '--review-threshold', '2', '--placements', 'p.json', 'f.pdf']);
    expect(threshold.code).not.toBe(0);
    expect(threshold.stderr).toMatch(/--review-threshold harus angka antara 0 dan 1/);
    const usage = await run(['extract']);
    expect(usage.code).not.toBe(0);
    expect(usage.stderr).toMatch(/Penggunaan/);
  });

  it('compare prints each label verdict per document and the logical rules', async () => {
    await fixtures();
    const outputs: string[] = [];
    for (const [doc, format] of [
      ['peb', 'DD-MM-YYYY'],
      ['invoice', 'DD-MMM-YYYY'],
    ] as const) {
      const result = await run([
        'extract',
        '--placements',
        fixturePath(`placements/${doc}.json`),
        '--date-format',
        format,
        fixturePath(`sets/1/digital/${doc}.pdf`),
      ]);
      const path = join(tmpdir(), `vd-engine-${doc}.json`);
      await writeFile(path, result.stdout);
      outputs.push(path);
    }
    const rules = join(tmpdir(), 'vd-engine-rules.json');
    await writeFile(
      rules,
      JSON.stringify({
        master: 'vd-engine-peb.json',
        labels: {
          'Nama Pembeli': { logic: 'text' },
          'Berat Kotor': { logic: 'number', tolerance: { percent: 0.5 } },
          Incoterm: { logic: 'contains' },
        },
        rules: [
          {
            name: 'Berat Bersih <= Berat Kotor',
            rule: { '<=': [{ label: 'Berat Bersih' }, { label: 'Berat Kotor' }] },
          },
        ],
      }),
    );
    const result = await run(['compare', '--rules', rules, ...outputs]);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    const verdict = (label: string) =>
      output.labels.find((l: { label: string }) => l.label === label)?.verdict;
    expect(verdict('Nama Pembeli')).toBe('match');
    expect(verdict('Berat Kotor')).toBe('match');
    expect(verdict('Incoterm')).toBe('match');
    expect(verdict('Nomor Aju')).toBe('skipped');
    expect(output.rules[0].passed).toBe(true);
  });

  it('runs as a process of its own: OCRs a scan with the network off (language data from the npm packages only), only JSON on stdout', async () => {
    await fixtures();
    const result = await runProcess(
      [
        'extract',
        '--placements',
        rel(fixturePath('placements/invoice.json')),
        '--date-format',
        'DD-MMM-YYYY',
        rel(fixturePath('sets/1/scan-jpg/invoice.jpg')),
      ],
      `--import=${blocker}`,
    );
    expect(result.stderr).not.toMatch(/network disabled/);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    const read = output.labels.filter((l: { value: unknown }) => l.value !== null);
    expect(read.length).toBeGreaterThan(output.labels.length * 0.9);
  });

  it('suggest prints a proposed placement per label found (percent of the page) and the label groups', async () => {
    await fixtures();
    const labels = join(tmpdir(), 'vd-engine-labels.json');
    await writeFile(
      labels,
      JSON.stringify({
        labels: [
          { label: 'Berat Kotor', type: 'weight', aliases: ['Gross Weight', 'G.W.'] },
          { label: 'Nomor Kontainer', type: 'container', aliases: [] },
          { label: 'Kode HS', type: 'hs_code', aliases: ['Pos Tarif/HS', 'HS Code'] },
          { label: 'Uraian Barang', type: 'text', aliases: ['Uraian Barang'] },
          { label: 'Jumlah Barang', type: 'quantity', aliases: ['Jumlah Satuan'] },
          { label: 'Nomor PIB', type: 'text', aliases: ['No. PIB'] },
        ],
      }),
    );
    const result = await run(['suggest', '--labels', labels, fixturePath('sets/1/digital/peb.pdf')]);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.pages).toBe(1);
    const weight = output.labels.find((l: { label: string }) => l.label === 'Berat Kotor');
    expect(Object.keys(weight)).toEqual(
      expect.arrayContaining(['label', 'page', 'x', 'y', 'width', 'height', 'text', 'value', 'confidence']),
    );
    expect(weight.text).toBe('16.524,0000');
    expect(weight.x).toBeGreaterThan(20);
    expect(weight.x + weight.width).toBeLessThanOrEqual(100);
    // Found under its own name; a label the page does not print is not proposed.
    expect(output.labels.find((l: { label: string }) => l.label === 'Nomor Kontainer').value).toBe(
      'OOLU6160235',
    );
    expect(output.labels.find((l: { label: string }) => l.label === 'Nomor PIB')).toBeUndefined();
    expect(output.groups).toEqual([
      { name: 'Barang', labels: ['Kode HS', 'Uraian Barang', 'Jumlah Barang'] },
    ]);
    const bad = await run(['suggest', '--labels', labels]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/suggest memerlukan --labels/);
  });

  it('classify prints each file with the type of the sample it matches, or null', async () => {
    await fixtures();
    const result = await run([
      'classify',
      '--sample',
      `invoice=${fixturePath('sets/1/digital/invoice.pdf')}`,
      '--sample',
      `peb=${fixturePath('sets/1/digital/peb.pdf')}`,
      fixturePath('sets/2/digital/peb.pdf'),
      fixturePath('sets/2/digital/invoice.pdf'),
      fixturePath('sets/2/digital/bill-of-lading.pdf'),
    ]);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.files.map((f: { type: string | null }) => f.type)).toEqual(['peb', 'invoice', null]);
    expect(output.files[0].file).toBe(fixturePath('sets/2/digital/peb.pdf'));
    expect(output.files[0].score).toBeGreaterThan(0.8);
    const bad = await run(['classify', '--sample', 'invoice', fixturePath('sets/2/digital/peb.pdf')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--sample harus TYPE=FILE/);
  });
});
