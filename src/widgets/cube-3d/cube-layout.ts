/**
 * What the 3-D view (cube-3d-view.ts) builds, for a cube of any size: where
 * each cubie sits, which sticker (an index into the colours the view is
 * given) is on each of its outer faces, and how a move turns it. One layout
 * per size: POCKET_LAYOUT here (the 2×2×2: eight corners, the 24 facelets of
 * the solver's `FACELETS`), THREE_LAYOUT in three-layout.ts (the 3×3×3: 26
 * cubies, the 54 stickers of `cubeFacelets`), so a 2×2×2 page never loads the
 * 3×3×3's model.
 */
import { type Metric } from 'pocket-cube-solver';
import { FACELETS, CORNER_POSITION, type Face, type Vec3 } from 'pocket-cube-solver/internals';
import { type LayerTurn, type TurnMove, turnPlan } from './turn-geometry.ts';

export interface CubieLayout {
  /** Layer coordinates in the solver's frame, each −1..1 (turn-geometry.ts, "Sizes"). */
  readonly position: Vec3;
  /** The sticker index on each face of the cubie that shows one. */
  readonly stickers: Readonly<Partial<Record<Face, number>>>;
}

/** A cube the view can draw and turn; `Move` is what it can turn (the 3×3×3 model has face turns only). */
export interface CubeLayout<Move extends TurnMove = TurnMove> {
  /** Cubies along an edge (2 or 3). The cube's edge on screen is the same for every size (cube-3d.css). */
  readonly size: number;
  readonly cubies: readonly CubieLayout[];
  /** How many colours `update` takes: 6 × size². */
  readonly stickerCount: number;
  /** The turn a move makes; `cubies` index `this.cubies`. */
  plan(move: Move, metric?: Metric): LayerTurn;
}

/**
 * The 2×2×2: cubie i is corner position i, sticker i is the solver's facelet i.
 * @example POCKET_LAYOUT.cubies[0].stickers // { U: 3, R: 4, F: 9 } — URF's three facelets
 */
export const POCKET_LAYOUT: CubeLayout = {
  size: 2,
  cubies: CORNER_POSITION.map((position, corner) => ({
    position,
    stickers: Object.fromEntries(FACELETS.flatMap((facelet, index) => (facelet.corner === corner ? [[facelet.face, index]] : []))),
  })),
  stickerCount: FACELETS.length,
  plan: turnPlan,
};
