import { describe, expect, it } from 'vitest';
import { evidenceProblem } from '../workflow/EvidenceFiles.js';
import { customerName, dateTime, fileSize, formatHours, relativeAge } from './format.js';

const NOW = new Date('2026-11-15T12:00:00Z');

describe('alert formatting', () => {
  it('says how long ago, in the language', () => {
    expect(relativeAge('2026-11-15T09:00:00Z', NOW, 'es')).toBe('hace 3 horas');
    expect(relativeAge('2026-11-13T12:00:00Z', NOW, 'en')).toBe('2 days ago');
    expect(relativeAge('2026-11-15T11:59:30Z', NOW, 'es')).toBe('este minuto');
  });

  it('writes dates DD/MM/YYYY HH:mm in the tenant zone, hours, customers and sizes', () => {
    expect(dateTime('2026-11-14T23:04:12.000Z', 'America/Santiago')).toBe('14/11/2026 20:04');
    expect(dateTime(null, 'America/Santiago')).toBeNull();
    expect(formatHours(37.54, 'es-CL')).toBe('37,5');
    expect(customerName({ customerName: 'Ana', customerLastname: ' Rojas ' })).toBe('Ana Rojas');
    expect(customerName({ customerName: null, customerLastname: null })).toBeNull();
    expect(fileSize(512, 'es-CL')).toBe('512 B');
    expect(fileSize(2048, 'es-CL')).toBe('2 KB');
    expect(fileSize(3.5 * 1024 * 1024, 'es-CL')).toBe('3,5 MB');
  });

  it('refuses too many files or a file over the limit before sending them', () => {
    expect(evidenceProblem([{ name: 'a.pdf', size: 1000 }])).toBeNull();
    expect(evidenceProblem(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })))).toEqual({
      key: 'alerts.tooManyFiles',
      values: { files: 5 },
    });
    expect(evidenceProblem([{ name: 'big.pdf', size: 11 * 1024 * 1024 }])).toEqual({
      key: 'alerts.fileTooLarge',
      values: { name: 'big.pdf', megabytes: 10 },
    });
  });
});
