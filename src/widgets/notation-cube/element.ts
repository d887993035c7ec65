/**
 * <pc-notation-cube>: each move button turns the 3-D cube (cube-3d/) by that
 * move. The cube is the cube as held: moves are applied with `applyMoves`,
 * never canonicalised, so D turns the bottom layer and x turns the whole cube,
 * exactly as on a real cube.
 */
import { type CornerState, SOLVED } from 'pocket-cube-solver';
import { applyMoves, faceletColors } from 'pocket-cube-solver/internals';
import { parseAlg } from 'pocket-cube-solver/notation';
import { WidgetElement, defineWidget } from '../shared/kit.ts';
import { Cube3dStage } from '../cube-3d/cube-stage.ts';

/** A turn here lasts this long: slow enough to follow one move, which is all this figure shows. */
const STEP_MS = 1100;

class NotationCubeElement extends WidgetElement {
  private state: CornerState = SOLVED;
  private history: string[] = [];

  protected start(): void {
    const t = this.messages.notation;
    const stage = new Cube3dStage(this.parts.one('.c3d-host'), this.lifetime, this.messages.kit.cube3d.cube);
    stage.show(faceletColors(this.state));
    const said = this.parts.one('.nc-said');
    const history = this.parts.one('.nc-history');
    this.lifetime.listen(this, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button');
      if (!button) return;
      if (button.classList.contains('nc-reset')) {
        this.state = SOLVED;
        this.history = [];
        stage.show(faceletColors(this.state));
        said.textContent = t.resetSaid;
      } else if (button.dataset.move) {
        const parsed = parseAlg(button.dataset.move);
        if (!parsed.ok) return;
        const before = faceletColors(this.state);
        this.state = applyMoves(this.state, parsed.moves);
        this.history.push(button.dataset.move);
        said.textContent = t.moveSentence(button.dataset.move);
        void stage.turn(parsed.moves[0], before, faceletColors(this.state), this.reader.get('metric'), STEP_MS);
      } else return;
      history.textContent = this.history.length ? this.history.slice(-12).join(' ').replace(/'/g, '′') : t.none;
    });
  }
}

defineWidget('pc-notation-cube', NotationCubeElement, ['cube', 'notation']);
