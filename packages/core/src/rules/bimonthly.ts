/** A trend row keyed by its period label. */
export interface GroupedRow {
  group: string;
}

const BIMONTHLY_SUFFIX: Readonly<Record<string, string>> = { '3': '1', '6': '2' };

/** Relabels a bimonthly trend group: a label ending '-3' ends '-1', one ending '-6' ends '-2'. */
export function relabelBimonthly(group: string): string {
  // Only the exact one-digit suffix: '2026-13' or '2026-03' are other labels and stay as they are.
  return group.replace(/-([36])$/, (_, d: string) => `-${BIMONTHLY_SUFFIX[d] ?? d}`);
}

/** Copies of the rows with their group relabelled by relabelBimonthly. */
export function relabelBimonthlyRows<T extends GroupedRow>(rows: readonly T[]): T[] {
  return rows.map((row) => ({ ...row, group: relabelBimonthly(row.group) }));
}
