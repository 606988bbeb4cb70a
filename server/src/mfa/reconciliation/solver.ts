import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { EigenvalueDecomposition, Matrix, pseudoInverse } from 'ml-matrix';

/**
 * Data reconciliation of a flow network (weighted least squares under node balances) with gross-error
 * detection, after Narasimhan & Jordache, "Data Reconciliation and Gross Error Detection" (2000), ch. 3 and 7.
 * Method and tests: ./README.md; choices: docs/adr/0240 and 0241.
 */
export interface FlowEstimate {
  from: string;
  to: string;
  /** The estimate before reconciliation. */
  value: number;
  /** Its standard deviation: > 0 measured, 0 exact, null unmeasured (free, solved from the balances). */
  sd: number | null;
}

export interface GrossErrorTest {
  /** Measurement test statistic |a_i| / sqrt(W_ii); null when the flow takes part in no redundant balance. */
  statistic: number | null;
  /** Above the Sidak critical value and the largest statistic (or equal to it). */
  flagged: boolean;
  /** Indices of the other flows with the same statistic: the test cannot tell which of them is wrong. */
  oneOf: number[];
}

export interface ReconciledFlow extends FlowEstimate {
  reconciled: number;
  /** Standard deviation of the reconciled value (square root of its covariance diagonal); null when not observable. */
  reconciledSd: number | null;
  grossError: GrossErrorTest;
}

export interface Reconciliation {
  flows: ReconciledFlow[];
  /** Global test statistic r' V^-1 r (chi-square with `degreesOfFreedom`). */
  chiSquare: number;
  degreesOfFreedom: number;
  /** P(chi-square >= statistic); null when nothing is redundant. */
  pValue: number | null;
  /** Sidak critical value of the measurement test, null when nothing is testable. */
  critical: number | null;
  /** False when no balance is redundant: the values are the estimates and the sds are propagated. */
  overDetermined: boolean;
  /** Covariance of the reconciled flows (in flow order). */
  covariance: number[][];
  /** Nodes balanced: every node with flows both in and out. */
  balancedNodes: string[];
}

const ALPHA = 0.05;
/** Relative tolerance under which singular values and test statistics count as zero or equal. */
const TOLERANCE = 1e-9;

/** The nodes to balance (flows both in and out) and the incidence matrix: +1 into the node, -1 out of it. */
export function incidence(flows: readonly Pick<FlowEstimate, 'from' | 'to'>[]): { nodes: string[]; matrix: Matrix } {
  const into = new Set(flows.map((flow) => flow.to));
  const outOf = new Set(flows.map((flow) => flow.from));
  const nodes = [...into].filter((node) => outOf.has(node));
  const matrix = Matrix.zeros(nodes.length, flows.length);
  flows.forEach((flow, j) => {
    const toRow = nodes.indexOf(flow.to);
    const fromRow = nodes.indexOf(flow.from);
    if (toRow >= 0) matrix.set(toRow, j, matrix.get(toRow, j) + 1);
    if (fromRow >= 0) matrix.set(fromRow, j, matrix.get(fromRow, j) - 1);
  });
  return { nodes, matrix };
}

/** Columns of `of` listed in `indices`. */
const columns = (of: Matrix, indices: number[]) => (indices.length === 0 ? new Matrix(of.rows, 0) : of.subMatrixColumn(indices));

/** Eigenvalues (ascending order not assumed) and eigenvectors of a symmetric matrix. */
function eigen(m: Matrix): { values: number[]; vectors: Matrix } {
  const decomposition = new EigenvalueDecomposition(m, { assumeSymmetric: true });
  return { values: decomposition.realEigenvalues, vectors: decomposition.eigenvectorMatrix };
}

/** Eigenvalues of a Gram matrix below this share of the largest count as zero. */
const isZero = (value: number, values: number[]) => value <= Math.max(...values, 0) * TOLERANCE;

/** A basis of the left null space of `a` (rows p with p a = 0): eigenvectors of a a' with eigenvalue zero. */
function leftNullSpace(a: Matrix): Matrix {
  if (a.columns === 0) return Matrix.eye(a.rows);
  if (a.rows === 0) return new Matrix(0, 0);
  const { values, vectors } = eigen(a.mmul(a.transpose()));
  const keep = values.flatMap((value, j) => (isZero(value, values) ? [j] : []));
  return keep.length === 0 ? new Matrix(0, a.rows) : vectors.subMatrixColumn(keep).transpose();
}

function rankOf(m: Matrix): number {
  if (m.rows === 0 || m.columns === 0) return 0;
  const { values } = eigen(m.transpose().mmul(m));
  return values.filter((value) => !isZero(value, values)).length;
}

/**
 * Reconciles the flows so that every node with flows in and out balances. Measured flows move by the least
 * weighted squares (weights 1/sd^2), exact ones stay, unmeasured ones are solved from the balances.
 */
export function reconcile(flows: readonly FlowEstimate[], alpha = ALPHA): Reconciliation {
  const n = flows.length;
  const { nodes, matrix: a } = incidence(flows);
  const measured = flows.flatMap((flow, j) => (flow.sd !== null && flow.sd > 0 ? [j] : []));
  const exact = flows.flatMap((flow, j) => (flow.sd === 0 ? [j] : []));
  const free = flows.flatMap((flow, j) => (flow.sd === null ? [j] : []));

  const y = Matrix.columnVector(measured.map((j) => flows[j].value));
  const sigma = Matrix.diag(measured.map((j) => flows[j].sd! ** 2));
  const a1 = columns(a, measured);
  const a2 = columns(a, free);
  const c = exact.reduce((sum, j) => sum.add(columns(a, [j]).mul(flows[j].value)), Matrix.zeros(a.rows, 1));

  // Project the unmeasured flows out: P a2 = 0, so P (a1 x + c) = 0 holds the redundant balances.
  const p = leftNullSpace(a2);
  const b = p.rows === 0 ? new Matrix(0, measured.length) : p.mmul(a1);
  const b0 = p.rows === 0 ? new Matrix(0, 1) : p.mmul(c);
  const degreesOfFreedom = rankOf(b);

  let x = y.clone();
  let covX = sigma.clone();
  let chiSquare = 0;
  let w = Matrix.zeros(measured.length, measured.length);
  if (degreesOfFreedom > 0) {
    const r = b.mmul(y).add(b0);
    const vInverse = pseudoInverse(b.mmul(sigma).mmul(b.transpose()));
    const gain = sigma.mmul(b.transpose()).mmul(vInverse);
    x = y.clone().sub(gain.mmul(r));
    w = gain.mmul(b).mmul(sigma);
    covX = sigma.clone().sub(w);
    chiSquare = r.transpose().mmul(vInverse).mmul(r).get(0, 0);
  }

  // Unmeasured flows: a2 u = -(a1 x + c), least squares; observable when a2 has full column rank.
  const rhs = a1.mmul(x).add(c).mul(-1);
  const a2Plus = free.length > 0 ? pseudoInverse(a2) : new Matrix(0, a.rows);
  const u = a2Plus.mmul(rhs);
  const covU = a2Plus.mmul(a1).mmul(covX).mmul(a1.transpose()).mmul(a2Plus.transpose());
  const observable = free.length === 0 || rankOf(a2) === free.length;

  // Measurement test with the Sidak bound over the testable flows.
  const statistics = measured.map((_, k) => {
    const variance = w.get(k, k);
    return variance > TOLERANCE * sigma.get(k, k) ? Math.abs(y.get(k, 0) - x.get(k, 0)) / Math.sqrt(variance) : null;
  });
  const tested = statistics.filter((value): value is number => value !== null).length;
  const critical = tested > 0 ? normalQuantile(1 - (1 - (1 - alpha) ** (1 / tested)) / 2, 0, 1) : null;
  const largest = Math.max(0, ...statistics.map((value) => value ?? 0));
  const same = (left: number, right: number) => Math.abs(left - right) <= 1e-6 * Math.max(1, right);

  const covariance = Matrix.zeros(n, n);
  measured.forEach((j, k) => measured.forEach((l, m) => covariance.set(j, l, covX.get(k, m))));
  free.forEach((j, k) => free.forEach((l, m) => covariance.set(j, l, covU.get(k, m))));

  const result: ReconciledFlow[] = flows.map((flow, j) => {
    const k = measured.indexOf(j);
    const f = free.indexOf(j);
    const reconciled = k >= 0 ? x.get(k, 0) : f >= 0 ? u.get(f, 0) : flow.value;
    const statistic = k >= 0 ? statistics[k] : null;
    const flagged = statistic !== null && critical !== null && statistic > critical && same(statistic, largest);
    const oneOf = flagged
      ? measured.filter((other, m) => other !== j && statistics[m] !== null && same(statistics[m]!, statistic)).map((other) => other)
      : [];
    const variance = covariance.get(j, j);
    const reconciledSd = f >= 0 && !observable ? null : Math.sqrt(Math.max(variance, 0));
    return { ...flow, reconciled, reconciledSd, grossError: { statistic, flagged, oneOf } };
  });

  return {
    flows: result,
    chiSquare,
    degreesOfFreedom,
    pValue: degreesOfFreedom > 0 ? 1 - chisquareCdf(chiSquare, degreesOfFreedom) : null,
    critical,
    overDetermined: degreesOfFreedom > 0,
    covariance: covariance.to2DArray(),
    balancedNodes: nodes,
  };
}
