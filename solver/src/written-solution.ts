/**
 * A solution as a reader writes it. The quarter-turn metric searches with
 * quarter turns only, so an optimal QTM answer may contain "R R"; a cuber
 * writes that as R2, and it still counts as two moves in QTM. Consecutive
 * turns of one face merge into one token (R R → R2, R′ R′ → R2); the length
 * in the metric is unchanged and stays with the caller.
 *
 * Page-safe: strings in, strings out, no tables.
 */
const SUFFIX_TURNS: Readonly<Record<string, number>> = { '': 1, '2': 2, "'": 3 };

/**
 * @example writtenMoves(['R', 'R', "U'"]) // ['R2', "U'"]
 * @example writtenMoves(['R', "R'"]) // [] (they cancel; never in an optimal answer)
 */
export function writtenMoves(moves: readonly string[]): string[] {
  const out: { face: string; turns: number }[] = [];
  for (const move of moves) {
    const face = move[0];
    const turns = SUFFIX_TURNS[move.slice(1)];
    if (turns === undefined) throw new Error(`writtenMoves: not a face turn: ${move}`);
    const last = out.at(-1);
    if (last && last.face === face) {
      last.turns = (last.turns + turns) % 4;
      if (last.turns === 0) out.pop();
    } else out.push({ face, turns });
  }
  return out.map(({ face, turns }) => face + ['', '', '2', "'"][turns]);
}

/**
 * For each written token, how many quarter turns of the original list it
 * covers (1 for a quarter turn, 2 for a merged half turn): playback that steps
 * in quarter turns uses this to mark which token a step belongs to.
 */
export function writtenSpans(moves: readonly string[]): { token: string; from: number; to: number }[] {
  const spans: { token: string; from: number; to: number }[] = [];
  let i = 0;
  while (i < moves.length) {
    let j = i + 1;
    while (j < moves.length && moves[j][0] === moves[i][0]) j++;
    const [token] = writtenMoves(moves.slice(i, j));
    spans.push({ token: token ?? '', from: i, to: j });
    i = j;
  }
  return spans;
}
