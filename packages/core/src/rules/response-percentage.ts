export interface ResponseCounts {
  answered: number;
  inProgress: number;
  notHandled: number;
  /** Total including not handled, when the source reports it; otherwise the three counts are summed. */
  total?: number;
}

function assertCount(name: string, n: number): void {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number, got ${n}`);
}

/**
 * Response rate in %: (answered + inProgress) / total × 100, where total includes the not-handled
 * cases (answered + inProgress + notHandled unless given). Null when the total is 0. Unrounded.
 */
export function responsePercentage(counts: ResponseCounts): number | null {
  const { answered, inProgress, notHandled } = counts;
  assertCount('answered', answered);
  assertCount('inProgress', inProgress);
  assertCount('notHandled', notHandled);
  const total = counts.total ?? answered + inProgress + notHandled;
  assertCount('total', total);
  return total === 0 ? null : ((answered + inProgress) / total) * 100;
}
