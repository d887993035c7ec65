/**
 * The notebook's terms in both languages (issue 23): the Chinese term every
 * Chinese chapter uses, its English twin, a one-line definition in each
 * language and the section that teaches it. The glossary pages
 * (/glossary/, /zh/glossary/) are drawn from this list, and the translators'
 * brief took its terms from it, so a term is decided once.
 */
export interface GlossaryEntry {
  zh: string;
  en: string;
  /** Where it is taught: chapter file name and section id (the same in both editions). */
  chapter: string;
  section: string;
  definition: { en: string; zh: string };
}

const CH1 = '01-the-pocket-cube';
const CH2 = '02-state-encoding';
const CH3 = '03-moves-and-move-tables';
const CH4 = '04-breadth-first-search';
const CH5 = '05-pattern-databases';
const CH6 = '06-ida-star';
const CH7 = '07-complexity';
const CH8 = '08-toward-the-3x3x3';
const CH9 = '09-the-classic-design-checked';

export const GLOSSARY: readonly GlossaryEntry[] = [
  { zh: '二阶魔方（口袋魔方）', en: 'Pocket Cube (2×2×2)', chapter: CH1, section: 'notation',
    definition: { en: 'The 2×2×2 twisty puzzle: eight corner pieces and nothing else.', zh: '2×2×2 的转动拼图：只有八个角块，没有棱块和中心块。' } },
  { zh: '转动', en: 'move', chapter: CH1, section: 'notation',
    definition: { en: 'One turn of one face, written in WCA notation: U, R′, F2.', zh: '一个面的一次转动，用 WCA 记号书写：U、R′、F2。' } },
  { zh: '打乱', en: 'scramble', chapter: CH1, section: 'notation',
    definition: { en: 'The move sequence that mixes the cube; the solver solves the cube as held after it.', zh: '把魔方打乱的转动序列；求解器复原的是打乱之后你手中拿着的那个魔方。' } },
  { zh: '整体转动', en: 'whole-cube rotation', chapter: CH1, section: 'why-three-faces-are-enough',
    definition: { en: 'Turning the whole cube in the hand (x, y, z): it changes how the cube is held, not its position.', zh: '在手中转动整个魔方（x、y、z）：改变的是拿法，不是魔方的状态。' } },
  { zh: '半转度量（HTM）', en: 'half-turn metric (HTM)', chapter: CH1, section: 'how-long-is-a-solution',
    definition: { en: 'Counting every face turn as one move, a half turn included: 9 moves from each position.', zh: '把每一次面转动（包括半转）都算作一步：每个状态有 9 种转动。' } },
  { zh: '四分之一转度量（QTM）', en: 'quarter-turn metric (QTM)', chapter: CH1, section: 'how-long-is-a-solution',
    definition: { en: 'Counting only quarter turns as moves; a half turn is two: 6 moves from each position.', zh: '只把四分之一转算作一步，半转算两步：每个状态有 6 种转动。' } },
  { zh: '上帝之数', en: "God's number", chapter: CH1, section: 'gods-number',
    definition: { en: 'The most moves any position needs in an optimal solution.', zh: '所有状态中，最优解所需步数的最大值。' } },
  { zh: '状态', en: 'state (position)', chapter: CH1, section: 'counting-positions',
    definition: { en: 'An arrangement of the pieces, told apart only by what a turn can change.', zh: '魔方各块的一种排布；只区分转动能改变的东西。' } },
  { zh: '固定 DBL 角块', en: 'DBL held fixed', chapter: CH2, section: 'eight-corners-seven-that-move',
    definition: { en: 'The solver’s frame: U, R and F turns never move the down-back-left corner, so seven corners describe a state.', zh: '求解器内部的参照系：U、R、F 转动从不移动下后左角块，所以七个角块就能描述一个状态。' } },
  { zh: '角块', en: 'corner', chapter: CH2, section: 'eight-corners-seven-that-move',
    definition: { en: 'A piece with three stickers; the 2×2×2 has eight.', zh: '有三个贴纸的块；二阶魔方有八个。' } },
  { zh: '置换', en: 'permutation', chapter: CH2, section: 'two-arrays',
    definition: { en: 'Which corner sits in which slot.', zh: '哪个角块在哪个位置上。' } },
  { zh: '朝向（扭转）', en: 'orientation (twist)', chapter: CH2, section: 'two-arrays',
    definition: { en: 'How a corner is turned in its slot: 0, 1 or 2 steps clockwise from its reference sticker.', zh: '角块在其位置上转了多少：参考贴纸顺时针偏了 0、1 或 2 格。' } },
  { zh: '状态编码', en: 'state encoding', chapter: CH2, section: 'one-number-for-a-position',
    definition: { en: 'A one-to-one map from states to the numbers 0 … N − 1, so a state can index an array.', zh: '把状态一一映射到 0 … N − 1 的整数，使状态可以直接当数组下标。' } },
  { zh: '康托展开（Lehmer 码）', en: 'Lehmer code (ranking a permutation)', chapter: CH2, section: 'ranking-a-permutation',
    definition: { en: 'Numbering the n! permutations by counting, for each place, the smaller items still to come.', zh: '给 n! 个排列编号：对每一位，数出它后面比它小的元素个数。' } },
  { zh: '坐标', en: 'coordinate', chapter: CH2, section: 'one-number-for-a-position',
    definition: { en: 'A number that encodes one aspect of the state, such as the permutation rank or the twist number.', zh: '编码状态某一方面的数，比如置换编号或扭转编号。' } },
  { zh: '阶乘进制', en: 'factorial number system', chapter: CH2, section: 'ranking-a-permutation',
    definition: { en: 'The positional system with place values n!, …, 2!, 1! behind the Lehmer code.', zh: '位权为 n!、…、2!、1! 的进位制；康托展开就是用它写出的数。' } },
  { zh: '稠密编号', en: 'dense index', chapter: CH2, section: 'one-number-for-a-position',
    definition: { en: 'An encoding where every number from 0 to N − 1 is a state and every state a number, so no slot is wasted.', zh: '从 0 到 N − 1 的每个数都是一个状态、每个状态也都是一个数的编号，数组里没有空位。' } },
  { zh: '转动表', en: 'move table', chapter: CH3, section: 'move-tables',
    definition: { en: 'A precomputed array: coordinate after a move = table[move][coordinate before].', zh: '预先算好的数组：转动后的坐标 = table[转动][转动前的坐标]。' } },
  { zh: '轮换', en: 'cycle', chapter: CH3, section: 'a-turn-is-a-cycle',
    definition: { en: 'The positions a turn moves, each to the next: a quarter turn is a 4-cycle of corners.', zh: '一次转动所移动的那些位置，每个移到下一个：四分之一转是角块的一个 4-轮换。' } },
  { zh: '复合', en: 'composition', chapter: CH3, section: 'composing-inverting-repeating',
    definition: { en: 'Doing one move or sequence after another; the result is again a permutation with twists.', zh: '先做一个转动（或序列）再做另一个；结果仍是一个带扭转的置换。' } },
  { zh: '逆转动', en: 'inverse (of a move)', chapter: CH3, section: 'composing-inverting-repeating',
    definition: { en: 'The move that undoes another: R′ for R, R2 for R2.', zh: '撤销另一个转动的转动：R 的逆是 R′，R2 的逆是它自己。' } },
  { zh: '阶', en: 'order (of a move sequence)', chapter: CH3, section: 'composing-inverting-repeating',
    definition: { en: 'How many times a sequence must be repeated to return to the start; (R F) has order 15.', zh: '一个转动序列要重复多少次才回到起点；(R F) 的阶是 15。' } },
  { zh: '状态图', en: 'state graph', chapter: CH4, section: 'the-state-graph',
    definition: { en: 'States as vertices, moves as edges; an optimal solution is a shortest path.', zh: '以状态为顶点、转动为边的图；最优解就是最短路径。' } },
  { zh: '广度优先搜索（BFS）', en: 'breadth-first search (BFS)', chapter: CH4, section: 'the-loop',
    definition: { en: 'Visiting states layer by layer in order of distance; here over all states, from solved.', zh: '按距离一层一层地访问状态；这里从复原状态出发，走遍全部状态。' } },
  { zh: '边界', en: 'frontier', chapter: CH4, section: 'frontier-growth-and-turning-the-search-around',
    definition: { en: 'The layer of states found last, which the next BFS step expands.', zh: '最近一层找到的状态，BFS 的下一步从它们出发扩展。' } },
  { zh: '方向优化 BFS', en: 'direction-optimizing BFS', chapter: CH4, section: 'frontier-growth-and-turning-the-search-around',
    definition: { en: 'Switching to asking each unvisited state about its neighbours once the frontier is larger than what is left (Beamer, Asanović and Patterson, 2012).', zh: '当边界比剩下未访问的状态还多时，改为让每个未访问状态去问它的邻居（Beamer、Asanović、Patterson，2012）。' } },
  { zh: '上帝算法', en: 'God’s algorithm', chapter: CH4, section: 'what-the-table-is-for',
    definition: { en: 'A method that gives an optimal solution for every position, such as descending a table of exact distances.', zh: '对每个状态都给出最优解的方法，比如沿一张精确距离表一路下降。' } },
  { zh: '层', en: 'layer (depth)', chapter: CH4, section: 'the-loop',
    definition: { en: 'The states at one distance from solved.', zh: '与复原状态距离相同的所有状态。' } },
  { zh: '凯莱图', en: 'Cayley graph', chapter: CH4, section: 'the-state-graph',
    definition: { en: 'The graph of a group and its generators; every vertex looks alike, so the diameter is God’s number.', zh: '由群及其生成元构成的图；每个顶点看上去都一样，所以直径就是上帝之数。' } },
  { zh: '对极状态', en: 'antipode', chapter: CH4, section: 'gods-number-and-the-antipodes',
    definition: { en: 'A state at the greatest distance from solved.', zh: '距离复原状态最远的状态。' } },
  { zh: '精确距离表', en: 'exact distance table', chapter: CH4, section: 'what-the-table-is-for',
    definition: { en: 'The BFS result: the optimal distance of every state, one byte each.', zh: 'BFS 的结果：每个状态的最优距离，每个状态一个字节。' } },
  { zh: '模式数据库（PDB）', en: 'pattern database (PDB)', chapter: CH5, section: 'building-a-pattern-database',
    definition: { en: 'The exact distances of an abstraction of the puzzle, found by a full BFS and used as a lower bound.', zh: '对魔方的某种抽象做完整 BFS 得到的精确距离，用作下界。' } },
  { zh: '抽象（投影）', en: 'abstraction (projection)', chapter: CH5, section: 'forgetting-part-of-the-cube',
    definition: { en: 'Forgetting part of the state (e.g. where the corners are) so the rest is small enough to solve exactly.', zh: '忘掉状态的一部分（比如角块的位置），使剩下的部分小到可以精确求解。' } },
  { zh: '启发函数', en: 'heuristic', chapter: CH5, section: 'admissible-consistent-and-the-max',
    definition: { en: 'An estimate h of the distance to solved that guides the search.', zh: '对到复原状态距离的估计 h，用来引导搜索。' } },
  { zh: '可采纳', en: 'admissible', chapter: CH5, section: 'admissible-consistent-and-the-max',
    definition: { en: 'Never overestimating the true distance; IDA* with an admissible h finds optimal solutions.', zh: '从不高估真实距离；用可采纳的 h，IDA* 找到的就是最优解。' } },
  { zh: '一致', en: 'consistent', chapter: CH5, section: 'admissible-consistent-and-the-max',
    definition: { en: 'Changing by at most one per move: |h(a) − h(b)| ≤ 1 for neighbours a, b.', zh: '每走一步至多变化 1：相邻状态 a、b 满足 |h(a) − h(b)| ≤ 1。' } },
  { zh: '最大值组合', en: 'max of heuristics', chapter: CH5, section: 'admissible-consistent-and-the-max',
    definition: { en: 'The larger of several admissible estimates is still admissible; a sum is only for disjoint, additive PDBs.', zh: '几个可采纳估计的最大值仍然可采纳；求和只适用于互不相交、可加的 PDB。' } },
  { zh: '迭代加深 A*（IDA*）', en: 'IDA* (iterative-deepening A*)', chapter: CH6, section: 'the-bound-on-f--g--h',
    definition: { en: 'Depth-first search cut off where f = g + h exceeds a bound, repeated with the bound raised.', zh: '深度优先搜索，在 f = g + h 超过阈值处截断；不断提高阈值重复进行。' } },
  { zh: '迭代加深', en: 'iterative deepening', chapter: CH6, section: 'depth-first-with-a-bound',
    definition: { en: 'Depth-first passes with the depth limit raised by one each time; memory grows only with the depth.', zh: '反复做深度优先搜索，每一遍把深度上限加一；内存只随深度增长。' } },
  { zh: '阈值', en: 'threshold (bound)', chapter: CH6, section: 'the-bound-on-f--g--h',
    definition: { en: 'The cost bound of one IDA* iteration; the next is the smallest f that exceeded it.', zh: 'IDA* 一次迭代的代价上限；下一次的阈值是超过它的最小 f。' } },
  { zh: '剪枝', en: 'pruning', chapter: CH6, section: 'the-bound-on-f--g--h',
    definition: { en: 'Not searching below a node: because f exceeds the bound, or because the move sequence is redundant.', zh: '不再搜索某个节点以下：因为 f 超过阈值，或者因为转动序列是冗余的。' } },
  { zh: '转动剪枝', en: 'move pruning', chapter: CH6, section: 'move-pruning-that-keeps-optimality',
    definition: { en: 'Skipping sequences that have a shorter or equal twin (same face twice; opposite faces in one order only).', zh: '跳过有更短或等长等价序列的转动序列（同一面连转两次；相对两面只保留一种顺序）。' } },
  { zh: '扩展的节点', en: 'nodes expanded', chapter: CH6, section: 'watch-it-search',
    definition: { en: 'Nodes whose children the search generated (f within the bound).', zh: '搜索为之生成了子节点的节点（f 不超过阈值）。' } },
  { zh: '生成的节点', en: 'nodes generated', chapter: CH6, section: 'watch-it-search',
    definition: { en: 'Every node the search created, including those cut off at once.', zh: '搜索创建的所有节点，包括立即被剪掉的。' } },
  { zh: '搜索树', en: 'search tree', chapter: CH7, section: 'the-brute-force-tree',
    definition: { en: 'The tree of move sequences the search walks; it repeats states the graph holds once.', zh: '搜索走过的转动序列构成的树；图中只出现一次的状态在树中会重复出现。' } },
  { zh: '分支因子', en: 'branching factor', chapter: CH7, section: 'the-brute-force-tree',
    definition: { en: 'How many times larger each level of the tree is than the one before.', zh: '搜索树每一层比上一层大多少倍。' } },
  { zh: 'KRE 公式', en: 'KRE formula', chapter: CH7, section: 'the-prediction',
    definition: { en: 'Korf, Reid & Edelkamp (2001): nodes expanded = Σ N(d) · P(h ≤ bound − d).', zh: 'Korf、Reid 与 Edelkamp（2001）：扩展的节点数 = Σ N(d) · P(h ≤ 阈值 − d)。' } },
  { zh: '节省的深度', en: 'depth saved', chapter: CH7, section: 'how-many-levels-the-formula-not-the-mean',
    definition: { en: 'How many levels of the brute-force tree a heuristic removes: s = −log_b Σ p(h)·b^(−h).', zh: '启发函数省掉的蛮力搜索树层数：s = −log_b Σ p(h)·b^(−h)。' } },
  { zh: '三阶魔方', en: "Rubik's Cube (3×3×3)", chapter: CH8, section: 'what-changes',
    definition: { en: 'Eight corners and twelve edges; 4.3 × 10¹⁹ states.', zh: '八个角块和十二个棱块；4.3 × 10¹⁹ 个状态。' } },
  { zh: '棱块', en: 'edge', chapter: CH8, section: 'what-changes',
    definition: { en: 'A piece with two stickers; flipped or not.', zh: '有两个贴纸的块；只有翻转与不翻转两种朝向。' } },
  { zh: '子群', en: 'subgroup', chapter: CH8, section: 'symmetry-two-phases-and-gods-number',
    definition: { en: 'The states reachable with a subset of the moves; Kociemba’s two phases pass through one.', zh: '只用部分转动能到达的状态集合；Kociemba 的两阶段算法经过这样一个子群。' } },
  { zh: '原文的设计', en: 'the classic design', chapter: CH9, section: 'the-model-is-not-a-cube',
    definition: { en: 'The Chinese article’s Java solver (IDA* with two PDBs), re-implemented faithfully and checked in chapter 9.', zh: '那篇中文文章里的 Java 求解器（IDA* 加两个 PDB），第 9 章忠实地重新实现并逐条检验。' } },
];
