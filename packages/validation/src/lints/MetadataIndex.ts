import type { CriticalMoment, GeoNode, TenantMetadata, TreeNode } from '@voz/schema';
import { toPointer } from '../source.js';

/** A problem found while indexing metadata.json. */
export interface MetadataProblem {
  /** Pointer of the offending node in metadata.json. */
  pointer: string;
  /** Spanish message. */
  message: string;
}

/** The ids of a tenant's metadata.json, indexed for the lints. */
export class MetadataIndex {
  readonly criticalMoments = new Set<number>();
  readonly geographies = new Set<number>();
  readonly logicals = new Set<number>();
  readonly channels = new Set<number>();
  readonly questionIds = new Set<number>();
  /** Names of the declared operation fields of the responses (responseContext.fields). */
  readonly contextFields = new Set<string>();
  /** Question id -> id of the critical moment it belongs to. */
  readonly questionMoment = new Map<number, number>();
  /** Critical moment id -> parent id. */
  readonly momentParent = new Map<number, number>();
  /** Ids used twice (the later occurrence). */
  readonly duplicates: MetadataProblem[] = [];
  /** Response-value filters on a question that is not of their moment. */
  readonly misplacedFilters: MetadataProblem[] = [];

  constructor(metadata: TenantMetadata) {
    this.walkMoment(metadata.criticalMoments, ['criticalMoments'], undefined);
    this.walkTree(metadata.geographies.root, ['geographies', 'root'], this.geographies, 'geografía');
    this.walkTree(metadata.logicals, ['logicals'], this.logicals, 'ubicación lógica');
    metadata.channels.forEach((c, i) => this.add(this.channels, c.id, ['channels', i, 'id'], 'canal'));
    for (const field of metadata.responseContext?.fields ?? []) this.contextFields.add(field.name);
  }

  /** True when `moment` is `ancestor` or lies under it. */
  isWithin(moment: number, ancestor: number): boolean {
    for (
      let m: number | undefined = moment, guard = 0;
      m !== undefined && guard < 1000;
      m = this.momentParent.get(m), guard++
    ) {
      if (m === ancestor) return true;
    }
    return false;
  }

  private add(set: Set<number>, id: number, path: (string | number)[], noun: string): void {
    if (set.has(id))
      this.duplicates.push({ pointer: toPointer(path), message: `El id ${id} de ${noun} está repetido.` });
    set.add(id);
  }

  private walkTree(node: TreeNode | GeoNode, path: (string | number)[], set: Set<number>, noun: string): void {
    this.add(set, node.id, [...path, 'id'], noun);
    node.children?.forEach((child, i) => this.walkTree(child, [...path, 'children', i], set, noun));
  }

  private walkMoment(node: CriticalMoment, path: (string | number)[], parent: number | undefined): void {
    this.add(this.criticalMoments, node.id, [...path, 'id'], 'momento crítico');
    if (parent !== undefined) this.momentParent.set(node.id, parent);
    node.questions?.forEach((q, i) => {
      this.add(this.questionIds, q.id, [...path, 'questions', i, 'id'], 'pregunta');
      this.questionMoment.set(q.id, node.id);
    });
    const own = new Set(node.questions?.map((q) => q.id));
    node.configurationUi?.metadataFilters?.forEach((f, i) => {
      if (own.has(f.questionId)) return;
      this.misplacedFilters.push({
        pointer: toPointer([...path, 'configurationUi', 'metadataFilters', i, 'questionId']),
        message: `El filtro usa la pregunta ${f.questionId}, que no es del momento ${node.id}.`,
      });
    });
    node.children?.forEach((child, i) => this.walkMoment(child, [...path, 'children', i], node.id));
  }
}
