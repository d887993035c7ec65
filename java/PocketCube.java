/*
 * PocketCube.java: the article's program, corrected.
 *
 * The article "每日算法 — 使用java实现魔方：IDA*迭代加深搜索与模式数据库启发式" solves the
 * 2x2x2 with a state of two arrays, cycle and twist tables for the moves, two pattern
 * databases (one for the corners' places, one for their twists) and IDA* guided by the
 * larger of the two. That design is right, and this file keeps it. What it corrects, each
 * with the chapter of the Pocket Cube Notebook that shows why:
 *
 *   1. The moves are a real cube's. The article's cycles turn every face the wrong way and
 *      its twist table fits no cube. (Chapter 3, "A turn is a cycle"; chapter 9, "The model
 *      is not a cube".) selfCheck() below tests the tables against facts of a real cube
 *      before anything else runs (chapter 3, "The model checks itself").
 *   2. One corner is held fixed. Nothing is held in the article's model, so it has
 *      8!*3^7 = 88,179,840 states, not the 3,674,160 it states. Here the down-back-left
 *      corner (DBL) stays put and only U, R and F turn: 7!*3^6 = 3,674,160 states.
 *      (Chapter 1, "Why three faces are enough"; chapter 2, "Eight corners, seven that
 *      move"; chapter 9, "The state count".)
 *   3. Half turns and counter-clockwise turns are moves: U U2 U' R R2 R' F F2 F', each
 *      counting one (the half-turn metric, HTM). With clockwise quarter turns only, U' costs
 *      three moves. (Chapter 1, "How long is a solution?"; chapter 4, "God's number and the
 *      antipodes".)
 *   4. The pruning rule: never turn the same face twice in a row, and nothing else. The
 *      article also forbade both orders of opposite faces (U D and D U), and with clockwise
 *      turns only its rule made U2 and U' impossible to write. U, R and F meet pairwise, so
 *      no two of them commute and there is no opposite-face rule to add. (Chapter 6, "Move
 *      pruning that keeps optimality"; chapter 9, "Clockwise turns only, and never the same
 *      face twice".)
 *   5. The pattern databases come from a full BFS: every move from every state. The
 *      article skipped moves after the move that first reached a state, which left entries
 *      unreached and others too large, so its heuristic overestimated. (Chapter 5, "Why a
 *      pattern database must come from a full BFS"; chapter 9, "The pattern-database BFS".)
 *   6. Distances *to* solved. IDA* needs how many moves solve a state; a BFS from solved
 *      measures how many make it. They agree here because every move's inverse is a move
 *      (U and U', U2 and U2), which the article's clockwise-only moves were not. (Chapter 9,
 *      "The pattern-database BFS".)
 *   7. The scramble is solved as you hold the cube. It may turn D, L, B or the whole cube;
 *      the answer uses U, R and F only and solves the cube in your hands without turning it
 *      round: the piece that the scramble left in the DBL slot counts as DBL (the cube is
 *      recoloured, not rotated). (Chapter 1, "Why three faces are enough".)
 *
 * With admissible tables, IDA* returns an optimal solution (chapter 6, "Why the first
 * solution is optimal"). The tables are built in milliseconds; a solve takes well under a
 * millisecond to a few milliseconds.
 *
 * Build and run (any JDK 17 or later, no dependencies):
 *
 *   javac java/PocketCube.java
 *   java -cp java PocketCube R U F'          (one move per argument)
 *   java -cp java PocketCube "D L' x B2"     (or one argument with spaces)
 *   java -cp java PocketCube --batch < scrambles.txt
 *
 * Output: the LAST line of stdout is the solution alone, moves separated by single spaces
 * (an empty line when the cube is already solved); the lines before it say how long the
 * tables and the search took. With --batch, stdin holds one scramble per line and stdout
 * gets exactly one solution per line, in order; timings go to stderr.
 *
 * Notation accepted (WCA notation as a 2x2x2 reads it), moves separated by spaces:
 *   U D R L F B   a clockwise quarter turn of that face, seen from that face;
 *   Uw Dw Rw Lw Fw Bw   wide turns: on a 2x2x2 both layers, so a turn of the whole cube
 *                 (Rw = x, Lw = x', Uw = y, Dw = y', Fw = z, Bw = z');
 *   x y z         whole-cube rotations, turning like R, U and F;
 *   each optionally followed by ' (also the typographic ’ or ′) for counter-clockwise, or 2
 *   (also 2') for a half turn. Nothing else: no lowercase wide turns, no slices, no
 *   brackets. Anything else is rejected with a message on stderr and exit code 2.
 */
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class PocketCube {

    // ---------------------------------------------------------------- the state

    /*
     * Corner slots, numbered as Kociemba numbers the 3x3x3's corners, but with the fixed
     * corner DBL last (the article has DBL at 6 and DRB at 7): then the corners that move
     * are exactly slots 0..6 (chapter 2, "Eight corners, seven that move").
     */
    static final String[] SLOT_NAMES = {"URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DRB", "DBL"};
    static final int DBL = 7;

    /**
     * A position, as in the article: which piece sits in each slot and how it is twisted
     * there. A twist counts how many steps clockwise (seen from outside the corner) the
     * piece's U or D sticker sits from the slot's U or D face: 0 when that sticker faces up
     * or down (chapter 2, "Two arrays").
     */
    static final class State {
        final int[] cornerPerm = new int[8];
        final int[] cornerOrient = new int[8];

        static State solved() {
            State s = new State();
            for (int i = 0; i < 8; i++) s.cornerPerm[i] = i;
            return s;
        }

        State copy() {
            State s = new State();
            System.arraycopy(cornerPerm, 0, s.cornerPerm, 0, 8);
            System.arraycopy(cornerOrient, 0, s.cornerOrient, 0, 8);
            return s;
        }

        boolean isSolved() {
            for (int i = 0; i < 8; i++) if (cornerPerm[i] != i || cornerOrient[i] != 0) return false;
            return true;
        }

        boolean sameAs(State o) {
            return Arrays.equals(cornerPerm, o.cornerPerm) && Arrays.equals(cornerOrient, o.cornerOrient);
        }
    }

    // ---------------------------------------------------------------- the moves

    /* Faces in the article's order. */
    static final String FACE_LETTERS = "UDRLFB";
    static final int U = 0, D = 1, R = 2, L = 3, F = 4, B = 5;

    /*
     * The cycle and twist tables, in the article's form: a clockwise quarter turn (seen from
     * that face) takes the piece in slot CYCLE[f][i] to slot CYCLE[f][i + 1] (and the last to
     * the first), adding TWIST[f][i] to its twist. These are read off a real cube, or derived
     * from 3-D rotations as the notebook's solver does (solver/src/cube-moves.ts gives the
     * same maps). Corrected against the article: every cycle runs the other way, and the
     * twists are a cube's (chapter 9, "The model is not a cube").
     */
    static final int[][] CYCLE = {
        {0, 1, 2, 3}, // U: URF -> UFL -> ULB -> UBR
        {4, 6, 7, 5}, // D: DFR -> DRB -> DBL -> DLF
        {0, 3, 6, 4}, // R: URF -> UBR -> DRB -> DFR
        {1, 5, 7, 2}, // L: UFL -> DLF -> DBL -> ULB
        {0, 4, 5, 1}, // F: URF -> DFR -> DLF -> UFL
        {2, 7, 6, 3}, // B: ULB -> DBL -> DRB -> UBR
    };
    static final int[][] TWIST = {
        {0, 0, 0, 0}, // U and D keep every U/D sticker on U or D
        {0, 0, 0, 0},
        {1, 2, 1, 2}, // a side turn twists the corners it moves by 1 and 2 alternately
        {2, 1, 2, 1},
        {2, 1, 2, 1},
        {2, 1, 2, 1},
    };

    /** The article's apply rule: one clockwise quarter turn of face f, in place. */
    static void turn(State s, int f) {
        int[] c = CYCLE[f], t = TWIST[f];
        int lastPiece = s.cornerPerm[c[3]], lastTwist = s.cornerOrient[c[3]];
        for (int i = 3; i >= 1; i--) {
            s.cornerPerm[c[i]] = s.cornerPerm[c[i - 1]];
            s.cornerOrient[c[i]] = (s.cornerOrient[c[i - 1]] + t[i - 1]) % 3;
        }
        s.cornerPerm[c[0]] = lastPiece;
        s.cornerOrient[c[0]] = (lastTwist + t[3]) % 3;
    }

    static void turn(State s, int f, int quarterTurns) {
        for (int k = 0; k < quarterTurns; k++) turn(s, f);
    }

    /* The opposite face of each face, for wide turns and rotations. */
    static final int[] OPPOSITE = {D, U, L, R, B, F};

    /*
     * A whole-cube turn. A 2x2x2 has no middle layer, so turning both layers of an axis
     * together turns the whole cube: x is R with L' (the left layer turning like R), y is U
     * with D', z is F with B'; and Lw, the left wide turn, is L with R', that is x'.
     */
    static void wideTurn(State s, int f, int quarterTurns) {
        turn(s, f, quarterTurns);
        turn(s, OPPOSITE[f], (4 - quarterTurns) % 4);
    }

    /**
     * `a` followed by `b` as maps of the cube: slot i receives what `a` had in the slot that
     * `b` fills slot i from, twisted further as `b` twists it.
     */
    static State compose(State a, State b) {
        State s = new State();
        for (int i = 0; i < 8; i++) {
            int from = b.cornerPerm[i];
            s.cornerPerm[i] = a.cornerPerm[from];
            s.cornerOrient[i] = (a.cornerOrient[from] + b.cornerOrient[i]) % 3;
        }
        return s;
    }

    // ---------------------------------------------------------------- reading a scramble

    /** A scramble that is not in the accepted notation (see the top of this file). */
    static final class NotationException extends Exception {
        private static final long serialVersionUID = 1L;

        NotationException(String message) {
            super(message);
        }
    }

    static final String ACCEPTED = "accepted: U D R L F B, their wide turns Uw Dw Rw Lw Fw Bw, and rotations x y z;"
            + " each optionally followed by ' (or \u2019 \u2032), 2 or 2'";

    /** One move of the notation: a face (with w for a wide turn) or a rotation, then its suffix. */
    static final Pattern MOVE = Pattern.compile("(?:([UDRLFB])(w?)|([xyz]))(2|2'|2\u2019|2\u2032|'|\u2019|\u2032)?");

    /** The cube as held after the scramble, all eight corners in space (nothing held fixed yet). */
    static State applyScramble(String text) throws NotationException {
        State s = State.solved();
        String[] tokens = text.trim().isEmpty() ? new String[0] : text.trim().split("\\s+");
        for (int n = 0; n < tokens.length; n++) {
            Matcher m = MOVE.matcher(tokens[n]);
            if (!m.matches()) throw new NotationException("cannot read \"" + tokens[n] + "\" (move " + (n + 1) + "); " + ACCEPTED);
            String suffix = m.group(4) == null ? "" : m.group(4);
            int quarterTurns = suffix.startsWith("2") ? 2 : suffix.isEmpty() ? 1 : 3;
            if (m.group(1) != null) {
                int face = FACE_LETTERS.indexOf(m.group(1));
                if (m.group(2).isEmpty()) turn(s, face, quarterTurns);
                else wideTurn(s, face, quarterTurns);
            } else {
                char axis = m.group(3).charAt(0);
                wideTurn(s, axis == 'x' ? R : axis == 'y' ? U : F, quarterTurns); // x turns like R, y like U, z like F
            }
        }
        return s;
    }

    // ---------------------------------------------------------------- holding DBL fixed

    /** The 24 ways of holding the cube: every product of x, y and z, each once. */
    static final List<State> ROTATIONS = new ArrayList<>();

    static {
        ROTATIONS.add(State.solved());
        // A real cube stops at 24; wrong tables would not, so stop at 25 and let selfCheck() say so.
        for (int i = 0; i < ROTATIONS.size() && ROTATIONS.size() <= 24; i++) {
            for (int axis : new int[] {R, U, F}) {
                State next = ROTATIONS.get(i).copy();
                wideTurn(next, axis, 1);
                boolean known = false;
                for (State r : ROTATIONS) known |= r.sameAs(next);
                if (!known) ROTATIONS.add(next);
            }
        }
    }

    /*
     * The search turns U, R and F only, which never move the DBL slot. After a scramble with
     * D, L, B or rotations, some other piece sits there, maybe twisted. Turning the whole cube
     * to bring DBL home would give an answer for a cube the reader is not holding. Instead the
     * cube is recoloured: the same cube, held the same way, with its pieces relabelled as if it
     * had been solved in another colour scheme (a rotation before the scramble), chosen so that
     * the piece in the DBL slot counts as DBL, untwisted. U, R and F mean the same turns for
     * both, so a U/R/F sequence solves the recoloured state exactly when it solves the cube in
     * the reader's hands (chapter 1, "Why three faces are enough"; solver/src/canonical.ts).
     */
    static State holdDblFixed(State held) {
        int piece = held.cornerPerm[DBL], twist = held.cornerOrient[DBL];
        for (State rotation : ROTATIONS) {
            if (rotation.cornerPerm[piece] == DBL && (rotation.cornerOrient[piece] + twist) % 3 == 0) {
                return compose(rotation, held);
            }
        }
        throw new IllegalStateException("no rotation relabels the DBL slot's piece as DBL: the tables are not a cube's");
    }

    // ---------------------------------------------------------------- encoding

    static final int PERMS = 5040; // 7!: the places of the seven corners that move
    static final int ORIENTS = 729; // 3^6: the twists of six of them; the seventh follows

    /** Lehmer code (康托展开) of slots 0..6: 0..5039 (chapter 2, "Ranking a permutation"). */
    static int permIndex(int[] perm) {
        int rank = 0;
        for (int i = 0; i < 7; i++) {
            int smaller = 0;
            for (int j = i + 1; j < 7; j++) if (perm[j] < perm[i]) smaller++;
            rank = rank * (7 - i) + smaller;
        }
        return rank;
    }

    static void permFromIndex(int rank, int[] perm) {
        int[] digits = new int[7];
        for (int i = 6; i >= 0; i--) {
            digits[i] = rank % (7 - i);
            rank /= 7 - i;
        }
        List<Integer> unused = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6));
        for (int i = 0; i < 7; i++) perm[i] = unused.remove(digits[i]);
        perm[DBL] = DBL;
    }

    /**
     * Base 3 over the twists of slots 0..5: 0..728. The twists of a real cube sum to 0 mod 3,
     * so slot 6's follows from them, and DBL's is 0 (chapter 2, "Ranking the twists").
     */
    static int orientIndex(int[] orient) {
        int index = 0;
        for (int i = 0; i < 6; i++) index = index * 3 + orient[i];
        return index;
    }

    static void orientFromIndex(int index, int[] orient) {
        int sum = 0;
        for (int i = 5; i >= 0; i--) {
            orient[i] = index % 3;
            sum += orient[i];
            index /= 3;
        }
        orient[6] = (3 - sum % 3) % 3;
        orient[DBL] = 0;
    }

    // ---------------------------------------------------------------- move tables

    /* The nine moves of the search, in this order: U U2 U' R R2 R' F F2 F' (HTM). */
    static final int[] MOVE_FACE = {U, U, U, R, R, R, F, F, F};
    static final int[] MOVE_TURNS = {1, 2, 3, 1, 2, 3, 1, 2, 3};
    static final String[] MOVE_NAMES = {"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'"};
    static final int MOVES = 9;

    /*
     * The search reads a move's effect from two tables instead of copying a state per node
     * (chapter 3, "Move tables"). A move changes the places and the twists independently,
     * so each coordinate gets its own table.
     */
    static final int[] PERM_MOVE = new int[PERMS * MOVES];
    static final int[] ORIENT_MOVE = new int[ORIENTS * MOVES];

    static void buildMoveTables() {
        for (int p = 0; p < PERMS; p++) {
            for (int m = 0; m < MOVES; m++) {
                State s = State.solved();
                permFromIndex(p, s.cornerPerm);
                turn(s, MOVE_FACE[m], MOVE_TURNS[m]);
                PERM_MOVE[p * MOVES + m] = permIndex(s.cornerPerm);
            }
        }
        for (int o = 0; o < ORIENTS; o++) {
            for (int m = 0; m < MOVES; m++) {
                State s = State.solved();
                orientFromIndex(o, s.cornerOrient);
                turn(s, MOVE_FACE[m], MOVE_TURNS[m]);
                ORIENT_MOVE[o * MOVES + m] = orientIndex(s.cornerOrient);
            }
        }
    }

    // ---------------------------------------------------------------- pattern databases

    /* Exact distances of the two sub-problems, one byte each (模式数据库). */
    static final byte[] PERM_PDB = new byte[PERMS];
    static final byte[] ORIENT_PDB = new byte[ORIENTS];

    /**
     * A full breadth-first search from solved over one coordinate: every one of the nine
     * moves from every state, whatever move reached it first. A BFS over states expands each
     * state once, so a move skipped there is never tried from it by any path; the article's
     * skipping left entries unreached and others too large (chapter 5, "Why a pattern database
     * must come from a full BFS"). Every move's inverse is a move, so the distance from solved
     * is also the distance to solved, which is what IDA* needs.
     */
    static void buildPdb(int[] moveTable, byte[] pdb) {
        Arrays.fill(pdb, (byte) -1);
        int[] queue = new int[pdb.length];
        int head = 0, tail = 0;
        pdb[0] = 0;
        queue[tail++] = 0;
        while (head < tail) {
            int state = queue[head++];
            for (int m = 0; m < MOVES; m++) {
                int next = moveTable[state * MOVES + m];
                if (pdb[next] < 0) {
                    pdb[next] = (byte) (pdb[state] + 1);
                    queue[tail++] = next;
                }
            }
        }
        if (tail != pdb.length) throw new IllegalStateException("the BFS reached " + tail + " of " + pdb.length + " entries");
    }

    // ---------------------------------------------------------------- IDA*

    static final int FOUND = -1;
    static final int[] path = new int[32];
    static int pathLength;
    static long nodes;

    /**
     * The heuristic: the larger of the two exact sub-problem distances. Each is a lower bound
     * on the moves left (admissible, 可采纳), so their max is too (chapter 5, "Admissible,
     * consistent, and the max").
     */
    static int h(int perm, int orient) {
        return Math.max(PERM_PDB[perm], ORIENT_PDB[orient]);
    }

    /** Optimal (HTM) solution of a DBL-fixed state, as move indices. */
    static int[] solve(State state) {
        int perm = permIndex(state.cornerPerm), orient = orientIndex(state.cornerOrient);
        nodes = 0;
        int bound = h(perm, orient);
        while (true) {
            int t = search(perm, orient, 0, bound, -1);
            if (t == FOUND) break;
            bound = t; // the smallest f = g + h that exceeded the old bound
        }
        return Arrays.copyOf(path, pathLength);
    }

    /*
     * Depth first up to the bound (chapter 6, "The bound on f = g + h"). The only pruning:
     * never the same face as the move before (剪枝: two turns of one face are always one turn
     * or none, so a shorter or equal sequence is still searched). U, R and F do not commute
     * with each other, so there is no order of two faces to prefer (chapter 6, "Move pruning
     * that keeps optimality").
     */
    static int search(int perm, int orient, int g, int bound, int lastFace) {
        nodes++;
        int f = g + h(perm, orient);
        if (f > bound) return f;
        if (perm == 0 && orient == 0) {
            pathLength = g;
            return FOUND;
        }
        int next = Integer.MAX_VALUE;
        for (int m = 0; m < MOVES; m++) {
            if (MOVE_FACE[m] == lastFace) continue;
            path[g] = m;
            int t = search(PERM_MOVE[perm * MOVES + m], ORIENT_MOVE[orient * MOVES + m], g + 1, bound, MOVE_FACE[m]);
            if (t == FOUND) return FOUND;
            next = Math.min(next, t);
        }
        return next;
    }

    static String written(int[] moves) {
        StringBuilder out = new StringBuilder();
        for (int m : moves) {
            if (out.length() > 0) out.append(' ');
            out.append(MOVE_NAMES[m]);
        }
        return out.toString();
    }

    // ---------------------------------------------------------------- checking the model

    /** Rounds until `moves` (faces and quarter turns, in space) brings the cube back: its order. */
    static int order(int[][] moves) {
        State s = State.solved();
        for (int k = 1; k <= 1000; k++) {
            for (int[] move : moves) turn(s, move[0], move[1]);
            if (s.isSolved()) return k;
        }
        return -1;
    }

    /*
     * Facts of a real cube that wrong tables break (the article's tables give (R F) order 5
     * and (R F R' F') order 2): each quarter turn has order 4, twists sum to 0 mod 3, the
     * orders below, and 24 ways of holding the cube (chapter 3, "The model checks itself";
     * chapter 9, "The model is not a cube").
     */
    static void selfCheck() {
        List<String> failures = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            if (order(new int[][] {{f, 1}}) != 4) failures.add(FACE_LETTERS.charAt(f) + " does not have order 4");
            State s = State.solved();
            turn(s, f);
            int sum = 0;
            for (int t : s.cornerOrient) sum += t;
            if (sum % 3 != 0) failures.add(FACE_LETTERS.charAt(f) + " changes the twist sum");
        }
        int[][][] sequences = {{{R, 1}, {U, 1}}, {{R, 1}, {F, 1}}, {{R, 1}, {U, 1}, {R, 3}, {U, 3}}, {{R, 1}, {F, 1}, {R, 3}, {F, 3}}};
        String[] names = {"R U", "R F", "R U R' U'", "R F R' F'"};
        int[] expected = {15, 15, 6, 6};
        for (int i = 0; i < sequences.length; i++) {
            int found = order(sequences[i]);
            if (found != expected[i]) failures.add("(" + names[i] + ") has order " + found + ", a real cube " + expected[i]);
        }
        if (ROTATIONS.size() != 24) failures.add("x, y and z make " + (ROTATIONS.size() > 24 ? "more than 24" : ROTATIONS.size()) + " ways of holding the cube, a real cube 24");
        if (!failures.isEmpty()) {
            System.err.println("PocketCube: the move tables are not a cube's: " + String.join("; ", failures));
            System.exit(3);
        }
    }

    // ---------------------------------------------------------------- main

    static void usage(PrintStream out) {
        out.println("usage: java -cp java PocketCube MOVE ...         solve one scramble (or one quoted argument)");
        out.println("       java -cp java PocketCube --batch < FILE   one scramble per line, one solution per line");
        out.println(ACCEPTED);
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            usage(System.out);
            return;
        }
        boolean batch = args.length == 1 && args[0].equals("--batch");
        String scramble = String.join(" ", args);
        State held = null;
        if (!batch) {
            try {
                held = applyScramble(scramble); // read it before building anything: bad input fails fast
            } catch (NotationException e) {
                System.err.println("PocketCube: " + e.getMessage());
                usage(System.err);
                System.exit(2);
            }
        }

        long start = System.nanoTime();
        selfCheck();
        buildMoveTables();
        buildPdb(PERM_MOVE, PERM_PDB);
        buildPdb(ORIENT_MOVE, ORIENT_PDB);
        double buildMs = (System.nanoTime() - start) / 1e6;
        PrintStream info = batch ? System.err : System.out;
        info.printf("tables built in %.1f ms: permutation PDB %d entries, orientation PDB %d entries%n", buildMs, PERMS, ORIENTS);

        if (!batch) {
            long t0 = System.nanoTime();
            int[] solution = solve(holdDblFixed(held));
            double ms = (System.nanoTime() - t0) / 1e6;
            System.out.printf("optimal: %d move%s (HTM), %d nodes, %.2f ms%n", solution.length, solution.length == 1 ? "" : "s", nodes, ms);
            System.out.println(written(solution));
            return;
        }

        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        long t0 = System.nanoTime(), totalNodes = 0;
        int count = 0;
        double slowest = 0;
        for (String line; (line = in.readLine()) != null; ) {
            count++;
            State cube;
            try {
                cube = applyScramble(line);
            } catch (NotationException e) {
                System.out.print(out);
                System.out.flush();
                System.err.println("PocketCube: line " + count + ": " + e.getMessage());
                System.exit(2);
                return;
            }
            long s0 = System.nanoTime();
            out.append(written(solve(holdDblFixed(cube)))).append('\n');
            slowest = Math.max(slowest, (System.nanoTime() - s0) / 1e6);
            totalNodes += nodes;
        }
        System.out.print(out);
        System.out.flush();
        System.err.printf("solved %d scrambles in %.1f ms (slowest %.2f ms), %d nodes%n", count, (System.nanoTime() - t0) / 1e6, slowest, totalNodes);
    }
}
