# boyi 的中文消息。数字、局面与游戏名作为参数原样保留。
# 术语依照中文博弈论文章：先手必胜、先手必败、平局、SG 函数、mex、必胜态/必败态、有向图游戏、异或。
# 每个 id 都必须在 en.ftl 中存在，变量相同（crates/i18n/tests/catalogue.rs 检查）。

## 通用词（render/src/text.rs）

outcome = { $o ->
    [win] 必胜
    [loss] 必败
   *[draw] 平局
}
value-in = { $o ->
    [win] 必胜
   *[loss] 必败
}（{ $r } 步）
terminal-score = 得分 { $score }
tame-suffix = ，驯顺（tame）
wild-suffix = ，狂野（wild）
worth-sg = SG 值 { $v }
worth-mean = ，平均值 { $m }
worth-temperature = ，温度 { $t }
worth-canonical = { $value }（{ $class }{ $rest }）
worth-genus = genus { $genus }{ $tame }
value-and-worth = { $value }，{ $worth }
value-score = 值 { $v }
nothing = 空

## solve 与 query（render/src/text.rs）

moves-heading = 着法（结果对走这一步的一方而言）：
best-mark = <- 最优
more-in-json = ……（另有 { $n } 步；--json 全部列出）
moves-incomplete = （只列出最优着法：着法太多，无法全部列出）
play-stops = 游戏在此结束（终局值：{ $value }）
best-move = 最优着法：{ $m }
no-moves-here = 此处无着法可走
start-line = 起点 { $position }：先手{ $value }{ $misere ->
    [yes] （反常规则 misère）
   *[no] {""}
}
column-position = 局面
column-value = 结果
column-best-move = 最优着法
cell-final = （终局：{ $value }）
cell-no-moves = （无着法）
explicit-size = { $positions } 个局面，{ $moves } 条边（着法），{ $play ->
    [misere] 反常（misère）
   *[normal] 正常
}规则
explicit-counts = ；先手必胜态 { $win } 个，先手必败态 { $loss } 个，平局 { $draw } 个
solved-by-parts = 逐部分求解（局面分解为互不影响的部分；SG 值取异或）：{ $parts }
sg-acyclic = SG 函数：无环的有向图游戏
sg-loopy = SG 函数：有环（游戏图中有环；∞{"{"}K{"}"} 列出着法中的有限值）
scoring-game = 计分游戏：值为先手的得分，即对手的失分（{ $endless ->
    [refuse] 游戏总会结束
   *[zero] 无限进行记 0 分
}）
no-sg-values = 没有 SG 值：{ $note }
no-sg-scoring = 计分游戏没有 SG 值
no-sg-partizan = 党派游戏没有 SG 值
no-sg-turn = 脚本定义了 `turn`，所以游戏是党派游戏，没有 SG 值
no-sg-undeclared = 游戏没有声明自己是公平游戏，所以不给 SG 值；如果双方总有相同的着法，请在游戏中声明：`fn impartiality(&self) -> Impartiality {"{"} Impartiality::Impartial {"}"}`
no-sg-misere = SG 值只对正常规则（无着可走者负）有定义；这个游戏是反常规则（misère）
starts = 起点：{ $starts }
time-script = 用时：{ $time }（其中脚本调用 { $calls } 次，用时 { $script }，占 { $share }%；每秒探索 { $rate } 个局面）
time = 用时：{ $time }
all-lists-every = （--all 列出每个局面）
pattern-proved-short = 已证明：预周期 { $preperiod }，周期 { $period }，检验到 n = { $checked }
pattern-observed-saltus = 在 { $upto } 以内观察到：算术周期，预周期 { $preperiod }，周期 { $period }，跳跃 { $saltus }（未证明）
pattern-observed-short = 在 { $upto } 以内观察到：预周期 { $preperiod }，周期 { $period }（未证明）
pattern-none = 在 { $upto } 以内未观察到周期
heap-move-from = 第 { $i } 堆（{ $from }）-> { $left }
heap-move = 第 { $i } 堆 -> { $left }
outcome-line = 结论：{ $o ->
    [win] 先手必胜
    [loss] 先手必败
   *[draw] 平局
}（{ $letter }）
heap-values = 各堆的值：{ $values }
value-line = 值：{ $v }
genus-line = genus：{ $genus }（反常 nim 值 { $misere }，正常规则 nim 值 { $normal }{ $tame }）
pattern-line = 规律：{ $pattern }
winning-move = 必胜着法：{ $m }
winning-moves-n = 必胜着法（{ $n } 种）：
method-line = 方法：{ $method }
board-value = 轮到{ $mover ->
    [second] 后手（O）
   *[first] 先手（X）
}走：{ $value }
moves-best-first = 着法（最优在前）：
repaired = 已修复：{ $what }
board-size = 可达 { $positions } 个局面（按对称合并后存储 { $stored } 个，索引空间 { $space }），共 { $tiers } 层
board-database = 数据库 { $path }：{ $mb } MB；本次求解 { $solved } 层，沿用先前的 { $kept } 层，用时 { $seconds } 秒
perfect-play = 双方最优走法：{ $line }
exact-search = 精确搜索：{ $nodes } 个节点，用时 { $seconds } 秒（每秒 { $rate } 个节点，{ $threads } 个线程，置换表 { $mib } MiB）
read-from = 读自 { $what }
book-size = 开局库（{ $plies } 步）位于 { $dir }：存储 { $positions } 个局面（每个对称类一个）
book-per-ply = 每步：{ $list }
book-last-ply = 最后一步：本次搜索 { $searched } 个，来自检查点 { $resumed } 个；{ $nodes } 个节点，用时 { $seconds } 秒
count-total = 总计：{ $total }{ $complete ->
    [yes] {""}
   *[no] （不完整）
}
count-stopped = 已停止：{ $why }
count-stop-budget = 第 { $ply } 步需要超过允许的 { $mib } MiB
count-stop-cancelled = 已取消
component-value = 值 { $v }
component-normal-value = 正常规则下的值 { $v }
sum-move = { $what ->
    [winning] 必胜
   *[drawing] 保平
}着法：在第 { $component } 个游戏（{ $game }）中走 { $m }
from-database = （读自 { $path }）
from-book = （来自开局库；超出其最后一步的着法由精确搜索得出）
from-search = （由精确搜索得出）
list-footer =
    用 `+` 连接公平组合游戏以求它们的和：boyi solve nim 3 + 0.77 5
    `boyi help VERB` 显示某个命令的选项；`boyi list --json` 列出每个游戏的参数与选项。

## explain（render/src/explain.rs）

list-separator = ；
explain-position = 局面 { $position }
explain-position-verdict = 局面 { $position }：{ $verdict }
explain-verdict = { $o ->
    [win] 先手必胜
    [loss] 先手必败
   *[draw] 平局
}
nim-bouton =
    Bouton 定理：Nim 游戏的局面先手必败，当且仅当各堆石子数的异或和（nim 和）为 0。
    各堆的二进制：
nim-xor-mark = （异或）
nim-column = 第 { $bit } 位：{ $ones } 个 1 -> { $xor }
nim-columns = 逐位计算（1 的个数为奇数则该位为 1）：{ $columns }。
nim-nonzero =
    异或和为 { $xor } ≠ 0：先手必胜。它的最高位是第 { $bit } 位（值 { $value }）。
    该位为 1 的堆 a 满足 a xor { $xor } < a，所以可以把它取到 a xor { $xor }；这样每一位上
    1 的个数都是偶数，异或和为 0：
nim-winning-move = 第 { $heap } 堆：{ $from } -> { $from } xor { $xor } = { $to }（取走 { $take }；输入 `{ $m }`）
nim-nonzero-end =
    对手接下来无论怎么走，都只改变一堆，使异或和重新不为 0，
    所以同样的着法总是存在，直到对手面对空堆（必败态）。
nim-zero =
    异或和为 0：先手必败。一步恰好改变一堆，也就改变了该堆那一行，
    异或和随之变为非 0；对手再把它变回 0，直到终局。
nim-zero-checked = 已验证：全部 { $n } 种着法都使异或和不为 0。
misere-nim-head = 反常 Nim（取走最后一个石子者负）：有 { $big } 堆至少 2 个，{ $ones } 堆只有 1 个，异或和 { $xor }。
misere-nim-small =
    每堆至多 1 个，此时反常规则与正常规则不同：每一步恰好取走一个单石子堆，
    所以先手必胜当且仅当单石子堆的个数为偶数（此处为 { $ones }）。
misere-nim-big =
    有一堆至少 2 个：按正常 Nim 走（异或和不为 0 时先手必胜），只有一点例外：
    若这一步之后只剩至多 1 个的堆，则要留下奇数个单石子堆。
winning-moves-heading = 必胜着法：
heap-move-leaving = `{ $m }`，留下 { $leaves }
bash-table = 小堆的胜负表（L 先手必败，W 先手必胜）：
bash-rule =
    必败态是 m + 1 = { $p } 的倍数：从 { $p } 的倍数出发，任何一步（取 1 到 { $m } 个）
    都到达非倍数；从非倍数出发，取走 n mod { $p } 个就到达倍数。
bash-here = 这里 n = { $n }，{ $n } mod { $p } = { $residue }。
bash-take =
    取 { $k } 个，留下 { $left } = { $times } x { $p }。然后模仿：对手取 x 个，你就取 { $p } - x 个，
    每轮恰好取走 { $p } 个，对手始终面对 { $p } 的倍数，直到 0。
bash-multiple =
    n 是 { $p } 的倍数：先手无论取多少个 x，对手都取 { $p } - x 个，
    恢复为 { $p } 的倍数，直到 0。
sg-table-heading = 堆大小 0..={ $last } 的 SG 函数值：
period-proved-by = 已证明（{ $proof }）
period-proved = 已证明
period-checked = 已检验到 n = { $checked }，未证明
period-saltus = ，每个周期增加 { $saltus }
period-line = 从 n = { $preperiod } 起，值以周期 { $period } 重复{ $saltus }：{ $label }。
period-lost-residues = 所以当 n >= { $preperiod } 时，该堆为必败态当且仅当 n mod { $period } 属于 { $residues }。
period-place = n = { $n }：({ $n } - { $preperiod }) mod { $period } = { $place }，与堆 { $heap } 位置相同。
heap-mex = 堆 { $heap } 的 SG 值是其后继局面的值 { $values } 的 mex（最小的未出现的非负整数）：{ $mex }。
heap-value = 堆 { $heap } 的 SG 值是 { $value }。
heap-value-zero = SG 值为 0：每一步都走到 SG 值非 0 的堆，对手必胜（必败态）。
heap-value-nonzero = SG 值 { $value } ≠ 0：走到 SG 值为 0 的局面：
sum-theorem =
    SG 定理：游戏和的 SG 值是各子游戏 SG 值的异或和，
    每个子游戏的 SG 值是其后继局面 SG 值的 mex（最小的未出现的非负整数）。
sum-component-mex = { $component }：后继局面的值 { $values }，mex = { $mex }
sum-component-value = { $component }：值 { $value }
sum-xor = 异或：{ $values } = { $x }
sum-nonzero = 不为 0：在第 { $component } 个子游戏中，把值从 { $from } 变为 { $from } xor { $x } = { $to }：`{ $m }`；异或和变为 0。
sum-zero = 为 0：每一步只改变一个子游戏的值，异或和随之变为非 0。
sum-loopy = 有子游戏的值为无穷（有环），所以游戏和由有环游戏的规则决定，而不是异或。
retro-head =
    对可达的 { $positions } 个局面做逆向分析（从终局倒推）。第 r 轮确定步数为 r 的局面：
    若每一步都走到必胜态，则为必败态；若有一步走到上一轮确定的必败态，
    则为必胜态。
retro-round = 第 { $round } 轮：
retro-final = 终局值 { $value }
retro-no-move = 无着法可走：{ $play ->
    [misere] 必胜（反常规则）
   *[normal] 必败（正常规则）
}
retro-move-to-lost = 可走到 { $to }，必败态（第 { $round } 轮）
retro-won-in = { $position }（必胜态，第 { $round } 轮）
retro-all-to-won = 每一步都走到必胜态：{ $list }
retro-outcome = { $o ->
    [win] 必胜态
    [loss] 必败态
   *[draw] 平局
}
retro-drawn = 未能确定，为平局：
retro-avoids = ：避开 { $list }（对手必胜）
retro-keeps-to = { $first ->
    [yes] ：
   *[no] ；
}保持在 { $cycle }
retro-final-draw = （终局平局）
retro-truncated = （只列出前 { $n } 个局面）
pirates-induction =
    逆向归纳：有 k 个海盗时，每个投票者都把方案与剩下 k - 1 个海盗时（提议者被扔下海）
    自己能得到的比较，所以提议者收买他需要的最便宜的票。
pirates-bought = 海盗 { $pirate }（{ $offered }，否则得 { $otherwise }）
pirates-bought-life = 海盗 { $pirate }（{ $offered }：否则他活不下来）
pirates-bought-nobody = 无人（他自己的一票就够）
pirates-row = 个海盗：方案 { $plan }；需要 { $votes } 票；收买：{ $bought }
pirates-row-overboard = 个海盗：需要 { $votes } 票，买不起这么多：提议者被扔下海
pie-rule =
    设 f(i) 为持有令牌的一方从第 i 块起能净得的量（自己的派减去对方的）。
    拿走第 i 块值 s_i - f(i+1)（令牌交出），让给对方值 f(i+1) - s_i（令牌保留）：
    f(i) = |s_i - f(i+1)|，最后一块之后 f = 0。从最后一块倒推：
pie-row = 第 { $slice } 块（s = { $size }）：拿 { $size } - { $after } = { $take }，让 { $after } - { $size } = { $give }：f = { $value }（{ $choice ->
    [take] 拿
    [give] 让
   *[either] 均可
}）
pie-line-heading = 最优走法（Bob 先持有令牌）：
pie-line-step = { $decider } 决定：{ $receiver } 得到 { $slice }；累计 Alice { $alice }，Bob { $bob }
pie-totals = Alice { $alice }，Bob { $bob }。
absolute-rule =
    Alice 保留“离 Bob 最近的数最远”的那个数，而 Bob 总能保留那个最近的数：
    值为 max over a of min over b of |a - b|。
absolute-kept = <- 保留
absolute-row = a = { $a }：最近的 b = { $nearest }，|a - b| = { $distance }
wythoff-pairs = Wythoff 的必败态 (a_k, b_k)：a_k 是之前各对中都没出现的最小数，b_k = a_k + k。
wythoff-closed-form = 它们是 (floor(kφ), floor(kφ²))，φ 为黄金分割比（Wythoff，1907）：已对列出的每一对验证。
wythoff-loss =
    ({ $a }, { $b }) 是第 k = { $k } 对：先手必败。每个数恰好出现在一对中，所以只动一堆会离开另一堆所在的对；
    两堆取相同数目则保持 b - a = k，而只有第 k 对有这个差。
    任何一步都到不了必败态；从其他任何局面都有一步可以到达。
wythoff-win = ({ $a }, { $b }) 不是必败对：先手必胜。走到必败对的着法：{ $moves }
scores-rule =
    极小化极大：每个局面的值是先手所有着法中最好的一个，
    一步的值是它所到局面的值取负；终局带有其得分。
scores-value = 先手的值：{ $v }
scores-move = 走到 { $to }：{ $v }
scores-pv-heading = 主变化（每一步标出轮到走的一方的值）：
scores-pv-step = 到 { $to }：{ $v }
scores-final = 终局得分 { $v }（对那时轮到走的一方）
line-refutations = 每一步都输；驳倒每一步的应着：
line-answered = { $m }（{ $value }）：应以 { $reply }（对手{ $reply_value }）
line-ends = { $m }（{ $value }）：游戏结束
line-pv-heading = 主变化（双方都走最优）：
line-step = { $who ->
    [first] 先手
    [second] 后手
    [left] Left
   *[right] Right
}：{ $m }（{ $value }），到 { $to }
line-end = 结束：{ $reason }

## 党派游戏与 `boyi value`（render/src/partizan.rs）

class-words = { $class ->
    [L] L：无论谁先走，Left 胜
    [R] R：无论谁先走，Right 胜
    [N] N：先手必胜
   *[P] P：先手必败（值为 0）
}
label-value = 值
label-outcome = 结果
label-mean = 平均值
label-temperature = 温度
label-stops = 停止值
label-birthday = 生日
label-kind = 类型
label-atomic-weight = 原子重量
label-reduced = 约化形式
label-options = 选项
label-incentives = 激励
label-compared = 比较
stops = Left { $left }，Right { $right }
partizan-no-move = { $who ->
    [left] Left
   *[right] Right
} 先走时无着法可走，必败
partizan-moves = { $who ->
    [left] Left
   *[right] Right
} 先走时{ $wins ->
    [yes] 必胜
   *[no] 必败
}；{ $who ->
    [left] Left
   *[right] Right
} 的着法（最优在前）：
partizan-move-to = 到 { $value }（{ $wins ->
    [yes] 胜
   *[no] 负
}）
regions-valued = （{ $regions } 个区域求值，用时 { $seconds } 秒）
partizan-sum = 游戏和：它的值是各子游戏值之和
partizan-from-options = G = {"{"} Left 的选项 | Right 的选项 {"}"} = { $form }
partizan-has-no-move = { $who ->
    [left] Left
   *[right] Right
} 无着法可走。
partizan-options = { $who ->
    [left] Left
   *[right] Right
} 的选项：
fate-kept = 保留
fate-duplicate = 与上面的某个选项相等
fate-dominated = 被 { $by } 支配
fate-reversible-removed = 可经 { $through } 逆转，之后 { $who ->
    [left] Left
   *[right] Right
} 无选项：删去
fate-reversible = 可经 { $through } 逆转：替换为 { $by }
fate-simplified = 并入化简后的形式
canonical-form = 标准型：{ $value }
outcome-class-line = 结果：{ $words }
value-kind = { $kind ->
    [number] 数
    [infinitesimal] 无穷小
   *[neither] 既不是数也不是无穷小
}{ $small ->
    [yes] ，全小（all-small）
   *[no] {""}
}
left-right-sets = Left { $left }，Right { $right }
relation-confused = ||（不可比较）
holds = { $holds ->
    [true] 成立
   *[false] 不成立
}
compared = { $value } { $rel } { $with }（差 { $difference } { $sign ->
    [zero] 为 0
    [negative] 为负
    [positive] 为正
   *[fuzzy] 模糊
}）

## sequence（render/src/sequence.rs）

table-first-shown = ；每边只显示前 { $shown } 个，共 { $size } 个（--format csv 或 --plot 显示全部）
table-axes = { $x } 向右，{ $y } 向上{ $more }
column-outcome = 结果
column-tame-wild = 驯顺/狂野
values-written = 值已写入 { $path }
conjecture-line = 猜想：{ $what ->
    [p-positions] 必败态（P 态）恰为
   *[values] 值等于
} { $conjecture }：{ $verdict }
check-pn-value = { $pn }（值 { $v }）
check-fails = 在 { $at } 处不成立：表中为 { $table }，猜想给出 { $conjectured }
check-vacuous = 空真：表为空
check-holds = 对 { $var } ≤ { $to } 成立（共 { $entries } 项）
check-holds-from = 对 { $from } ≤ { $var } ≤ { $to } 成立（共 { $entries } 项）
check-proved = 对所有 n 已证明：{ $proof }；{ $words }
rules-found = 找到的规律（每条都对表中每个值检验过）：
rule-of-values = SG 值
rule-of-p-positions = 必败态（P 态）
rule-proved = 已证明：{ $proof }
rule-checked = 已检验到 { $n } = { $checked }，未证明
table-of = x, y = { $from }..={ $last } 的表{ $axes }，每条规律都对每一格检验过：
table-no-rule = boyi 已知的规律中没有一条符合每一格
table-checked = 已在每一格（x, y <= { $last }）检验，未证明
computed-to = 计算到 n = { $n }；其余由已证明的周期得出
largest-value = 最大值：{ $v }（首次出现于 n = { $n }）
value-counts = 各值出现次数（值:次数）：{ $list }
common-values = 常见值：{ $list }
none = 无
rare-last = ，最后一个在 n = { $n }
rare-values = 罕见值：{ $list }（{ $heaps } 个堆的值罕见{ $last }）
positions-solved-shared = 已求解 { $n } 个局面{ $shared ->
    [yes] （规则与参数无关：所有起点在同一张图中探索）
   *[no] （每个值一个游戏）
}
positions-solved = 已求解 { $n } 个局面
shape-saltus = ，跳跃 { $saltus }（算术周期）
shape = 预周期 { $preperiod }，周期 { $period }{ $saltus }
pattern-proved = 已证明：{ $shape }，检验到 { $n } = { $checked }
pattern-proved-closed = 已证明：{ $shape }（游戏的闭式解）
pattern-observed = 在 { $upto } 以内观察到：{ $shape }（未证明）

## 经典变体与反常游戏和（render/src/classic.rs、misere.rs）

classic-part-value = { $part }：{ $value }（{ $why }）
classic-part-not-counted = { $part }：不计入（{ $why }）
winning-moves-lower = 必胜着法：
mq-head = { $game } 的反常商（Plambeck–Siegel）：{ $order } 个元素，{ $complete ->
    [yes] 已由周期性定理证明完整
   *[no] 只覆盖这些堆的部分商
}
mq-rule =
    若干堆的反常和先手必败，当且仅当各堆元素之积属于 P 部分 { $portion }。
    逐堆计算：
mq-step = 堆 { $heap } 元素 { $element } 目前的积 { $product }
mq-product = 积为 { $element }：{ $inside ->
    [yes] 属于 P 部分，所以先手必败
   *[no] 不属于 P 部分，所以先手必胜
}。
mq-winning-move = 必胜着法：在第 { $component } 个子游戏中走 { $m }，留下元素 { $leaves }（属于 P 部分）。
sj-theorem =
    SJ 定理（Anti-SG 游戏）：在反常规则的游戏和中，先手必胜当且仅当
    各子游戏 SG 值的异或和不为 0 且有某个值大于 1，或者
    异或和为 0 且没有值大于 1。此处适用：每个子游戏中，每个 SG 值为 0 的局面
    要么结束游戏，要么有一步可走到 SG 值为 1 的局面。
sj-xor = 异或：{ $values } = { $xor }；大于 1 的值：{ $above } 个；等于 1 的值：{ $ones } 个
sj-case = 情形：{ $case ->
    [nonzero-big] 异或和不为 0 且有值大于 1：先手必胜
    [zero-big] 异或和为 0 且有值大于 1：每一步都留下异或和不为 0 且有值大于 1 的局面，所以先手必败
    [zero-small] 异或和为 0 且没有值大于 1（1 的个数为偶数）：先手必胜
   *[nonzero-small] 异或和不为 0 且没有值大于 1（1 的个数为奇数）：先手必败
}。
sj-winning-move = 必胜着法：第 { $component } 个子游戏，SG 值从 { $from } 变为 { $to }：`{ $m }`。

## quotient（render/src/quotient.rs）

q-presentation = 表示：{ $p }
q-order = 阶：{ $order }
q-elements = 元素：{ $list }
q-p-portion = P 部分（{ $order } 个中的 { $n } 个）：{ $list }
q-proved = 已证明：这是所有堆的商（从 { $preperiod } 起，每堆的元素与小 { $period } 的堆相同；已检验到堆 { $checked }）
q-partial = 部分：只是堆 0..={ $upto } 的商；更大的堆可能改变它
q-changed = 表示在以下堆处改变：{ $list }
q-heaps = 各堆及其元素：
q-more = ……（共 { $n } 堆；--json 全部列出）

## 竞赛题游戏（render/src/contest.rs）

pie-value = 值：对 Bob 为 { $v }（双方最优时，他的派减去 Alice 的）
pie-totals-line = 合计：Alice { $alice }，Bob { $bob }
pie-perfect-play = 最优走法（值：从这一块起，决定者的派减去对方的）：
pie-takes-it = 自己拿
pie-gives-it-away = 让给对方
pie-either = （两者一样好）
pie-slice = 第 { $i } 块（{ $slice }）：{ $who } { $choice }  拿 { $take }，让 { $give }{ $tie }
value-method = 值：{ $v }（{ $method }）
absolute-deletes = { $who } 删去 { $number }（#{ $index }）
principal-variation = 主变化：{ $line }
absolute-first-deletions = Alice 第一步的删除（最优在前）：
absolute-delete = 删去 a{ $i } = { $a } -> { $v }
absolute-keeps = Alice 保留 { $keep }（它离 b 中最近的数最远），删去其余的数。
cutting-strips = 留下宽为 1 的纸条的切法立即失败，不列出
cutting-outcome = 结论：{ $o ->
    [win] 先手必胜
    [loss] 先手必败
   *[draw] 平局
}（{ $letter }）— P10501 输出 { $prints }
cutting-no-safe-cut = 没有安全的切法：每种切法都留下一条纸条，对手可以从中切出 1 x 1 的一块
cutting-cuts = 切法（两块合起来的 SG 值；*0 为必胜）：
pirates-too-many-votes = 所需票数多于海盗人数
pirates-coins = { $n } 枚金币
pirates-overboard = 海盗 { $proposer } 向 { $voters } 个海盗提出方案，被扔下海：他需要 { $needed } 票，除他自己外最便宜的 { $others } 票要 { $cost }（共有 { $coins } 枚）
pirates-passes = 海盗 { $proposer } 向 { $voters } 个海盗提出方案，以 { $yes }/{ $voters } 票通过（需要 { $needed } 票）：
pirates-keeps = 海盗 { $proposer } 自留 { $gold }
pirates-share = { $g } 枚金币{ $many ->
    [yes] （每人）
   *[no] {""}
}：海盗 { $list }
pirates-tie = 有几个方案一样好：要价 { $price } 枚金币的 { $candidates } 个海盗（{ $list }）中任意 { $chosen } 个都可以收买；按规则，选{ $seniority ->
    [senior] 资历最老
   *[junior] 资历最浅
}的 { $chosen } 个：{ $paid }
pirates-column-pirates = 海盗数
pirates-column-survivors = 幸存者
pirates-column-gold = 金币，资历最老者在前（x：被扔下海）
pirates-dead = ；被扔下海：海盗 { $list }
pirates-survivors = 幸存者：{ $pirates } 人中 { $survivors } 人{ $dead }
pirates-gold = 金币，资历最老者在前：{ $list }

## play（cli/src/play.rs）

play-commands = 命令：按列出的写法输入着法（或 #k 表示第 k 个），undo 悔棋，redo 重走，hint 提示，help 帮助，quit 退出
play-how-to-move = 走法：{ $how }
play-to-move = 轮到{ $who ->
    [boyi] boyi
   *[you] 你
}走：{ $value }
play-position = 局面 { $drawing }（轮到{ $who ->
    [boyi] boyi
   *[you] 你
}走：{ $value }）
play-your-moves = 你的着法：
play-over = 游戏结束：{ $winner ->
    [boyi] boyi 胜
    [you] 你胜
   *[nobody] 平局
}（{ $reason }）
play-boyi-plays = boyi 走 { $m }（{ $value }）
play-prompt = 你的着法（按列出的写法，或 #k；help 查看走法与命令）：
play-end-of-input = （输入结束）
play-hint = 提示：{ $m }（{ $value }）
play-nothing-to-undo = 没有可悔的着法
play-took-back = 已悔棋；回到 { $position }
play-played-again = 已重走；现在在 { $position }
play-nothing-to-redo = 没有可重走的着法
play-end-stops-won = 游戏在此结束，轮到走的一方获胜
play-end-stops-lost = 游戏在此结束，轮到走的一方落败
play-end-stops-drawn = 游戏在此结束，平局
play-end-stops-scoring = 游戏在此结束，轮到走的一方得 { $score } 分
play-end-no-move-wins = 轮到走的一方无着可走，获胜（反常规则）
play-end-no-move-loses = 轮到走的一方无着可走，落败
play-end-no-move-drawn = 无着可走：平局
play-end-repeated = 同一局面已出现三次：平局
play-refused-over = 游戏已结束：{ $reason }
play-refused-number = `{ $text }`：#k 表示列出的第 k 个着法，从 #1 到 #{ $n }
play-refused-not-a-move = `{ $text }` 不是此处的着法（{ $how }；或用 #1 到 #{ $n } 按列表中的编号走）
play-refused-no-move = 没有着法：游戏已结束
play-refused-failed = { $why }
play-slip = 失分：这步着法值 { $score }，最佳着法值 { $best }
play-mistake-won-draws = 失误：原局面必胜（{ $was }），这步只走成平局
play-mistake-won-loses = 失误：原局面必胜（{ $was }），这步走成必败（{ $now }）
play-mistake-drawn-loses = 失误：原局面是平局，这步走成必败（{ $now }）

## how to type a move in `play` (engine: each family's Playable::how_to_move)

how-heaps = 输入堆的编号（第一堆为 1）以及它变成的各堆，如 `2 3` 或 `1 2 4`；`2 -` 表示把第 2 堆整堆取走
how-wythoff = 输入这步之后剩下的两堆，如 `3 5`
how-mnk = 输入要下的格子：从左上角起逐行编号，1 到 { $cells }
how-connect4 = 输入要落子的列，1 到 { $columns }
how-pie = 输入 `take`（这块归你，令牌交给对方）或 `give`（这块给对方，令牌留在你手里）
how-cutting = 输入一刀切出的两块，如 `2x3 + 2x5`（有多张纸时先写纸的编号：`2 2x3 + 2x5`）；留下宽为 1 的纸条的切法立即判负，不列出
how-cells = 格子以列字母加行号命名，`a1` 为左上角
how-cram = 输入骨牌覆盖的两个格子，如 `a1-b1`（{ $cells }）
how-node-kayles-grid = 输入要取的格子（它和相邻的格子一起移走），如 `b2`（{ $cells }）
how-kayles-node = 输入要取的顶点（它和相邻的顶点一起移走），如 `3`
how-kayles-arc = 输入要取的边（它的两个端点一起移走），如 `2-3`
how-clobber = 输入移动的棋子和被它吃掉的棋子，如 `a1-b1`（{ $cells }）
how-cannibal-clobber = 输入移到相邻格的棋子，如 `b1`（{ $cells }）
how-nogo = 输入颜色和落点，如 `x b2` 或 `o a1`（{ $cells }）
how-chomp = 输入要取的方块（它以及它上方和右方的所有方块一起移走），如 `b2`：列字母从左数，行号从下数（`a1` 是有毒的方块，谁也不取）
how-partizan = 输入着法到达的局面（按列出的写法），或用 #k 表示列出的第 k 个着法
how-native = 输入要走到的局面
how-graph = 输入要走到的局面的名称
how-script-drawn = 输入列出的着法，以它在图中改变的东西命名：一个格子（b2）、一颗棋子的两个格子（a1-b2）、一列（3）、一堆及其剩下的（2 1）
how-script = 输入要走到的局面，用脚本的语法

## 错误（engine/src/error.rs、cli/src/lib.rs）

error-line = 错误：{ $message }
error-reason = ：{ $reason }
error-memory-zero = --memory 至少为 1 MiB
error-memory-huge = --memory { $mib }：超过一百万 TB；请以 MiB 为单位给出内存预算
error-threads = --threads { $threads }：线程数应在 1 到 { $max } 之间
error-verb-not-applicable = `{ $verb }` 不适用于 `{ $game }`{ $reason }
error-option-not-applicable = { $option } 不适用于 `{ $game }`{ $reason }
error-dot-no-rounds = --dot 画出逆向分析的各轮；这个解释中没有
answered-in = （用时 { $ms } 毫秒）
error-a-parameter = 某个参数
error-param-label = { $name }（{ $about }）
error-param-of-game = `{ $game }`：{ $what }
error-param-missing = 缺少 { $param }：{ $expected }
error-param-not = { $param } 应为 { $expected }，而不是 `{ $token }`
error-param-negative = { $param } 不能为负：`{ $token }`（{ $expected }）
error-param-not-a-set = { $param } 是形如 1,3,4 的整数集合，而不是 `{ $token }`
error-param-not-a-choice = { $param } 应为 { $choices } 之一，而不是 `{ $token }`
param-kind-number = { $range }的整数
param-kind-numbers = { $range }的整数列表
param-kind-set = { $range }的整数集合，形如 1,3,4
param-kind-word = 一个词
param-kind-file = 一个文件
param-kind-position = 一个局面
param-kind-choice = { $choices } 之一
param-kind-settings = name=value 形式的设置
param-kind-words = 若干个词
param-range-from = { $min } 或更大
param-range-between = { $min } 到 { $max } 之间
param-range-i64 = -2^63 到 2^63 - 1 之间
param-expected-usage = { $expected }；写作 `{ $usage }`
error-unknown-option-none = 未知选项 `{ $token }`：该游戏没有选项
error-unknown-option = 未知选项 `{ $token }`；它的选项有 { $options }
error-param-repeated = { $param } 给出了两次（`{ $token }`）：{ $first } 和 { $second }
error-param-needs-value = `{ $token }` 需要一个值：{ $param }
error-unexpected = 多余的 `{ $token }`
error-unexpected-in = 多余的 `{ $token }`；应写作 `{ $usage }`
error-unknown-game-near = 未知游戏 `{ $name }`：你是指 `{ $near }` 吗？（`{ $list }` 列出 boyi 知道的游戏）
error-unknown-game = 未知游戏 `{ $name }`；`{ $list }` 列出 boyi 知道的游戏，有向图游戏文件或规则脚本可以用路径指定
# 引擎中点名选项、命令与整条调用的消息，各前端用各自的写法（engine/src/said.rs）：$option、$resume、$call 等按前端的拼写传入。
error-interrupted = 已中断{ $kept }
error-kept = ；{ $kept }
error-option-value = { $option }：{ $problem }
error-option-choices = { $option } 取 { $choices }，而不是 `{ $given }`
choices-board-method = `tablebase`（把每个局面解入数据库）或 `search`（从该局面精确搜索）
choices-endless = `zero`（无尽对局记 0 分，同平局）或 `refuse`（有环即报错）
choices-heap-method = `naive`（枚举每堆的每个后继：作为参照）或 `sparse`（稀有值与常见值：接近线性时间）
error-give-range = 请给出范围：{ $ways }
error-way = `{ $call }` 求 { $lists }
error-way-bare = `{ $call }`
error-ways = { $first }，或 { $second }
error-without-sizes = `{ $verb }` 接受不带{ $sizes ->
    [heaps] 堆大小
    [heads] 正面硬币
    [board] 棋盘
   *[sheet] 纸的高度
  }的游戏：{ $ways }
error-sum-of-two = 表有两个参数：`{ $verb }` 接受两个不带大小的游戏之和，如 `{ $call }`（这个和有 { $parts } 个部分）
error-needs-board = `{ $verb }` 需要棋盘，如 `{ $call }`（只给宽度的游戏用于 `{ $sequence }`）
error-out-of-range = { $option }：{ $of }须在 { $least } 到 { $most } 之间
error-too-large = { $option } 过大：{ $of }至多为 { $most }
range-heaps = 堆 0..=N 的值
range-one-value = 单个值
range-misere-heaps = 堆 0..=N 的反常结局与属
range-misere-quotient = 堆 0..=N 的反常商
range-wythoff-pairs = k = 0..=N 的先手必败态 (a_k, b_k)
range-sum-table = x, y = 0..=N 的表（各分量的参数）
range-script-table = 脚本两个参数的表（每边）
range-script-values = 脚本参数 0..=N 的值
range-values = 0..=N 的值
range-sheets-wide = 纸 { $w } x 2 .. { $w } x N
range-sheets-table = 纸 w x h（w, h = 2..=N）的表
range-corners-table = 翻角游戏的表
range-coins = 翻硬币游戏的值
range-boards-wide = 棋盘 { $w } x 1 .. { $w } x N（每块棋盘至多 64 格）
range-boards-table = 每种 w x h 棋盘的表（每块棋盘至多 64 格）
range-book-depth = 开局库的深度
error-over-budget = { $need }，超出 { $budget } MiB 的内存预算（{ $raise }）
error-raise-memory = 可用 { $memory } 调高
error-raise-server-memory = 这是服务器启动时设定的预算
need-sequence = { $upto } 约需 { $mib } MiB
need-script-sequence = { $upto }：脚本的序列为 `{ $param }` 的 { $values } 个值各存一个起点与一个值，每个至少 { $bytes } 字节
need-graph = 游戏图约需 { $mib } MiB
need-numbers = { $path }：{ $param } 的数超过 { $most } 个（每个约 { $bytes } 字节）
need-json = { $path } 是 { $size } MiB 的 JSON，读入约需 { $mib } MiB（文本格式逐行读入）
need-json-longer = { $path } 的 JSON 超过 { $kib } KiB，读入所需过多
error-resume-needs-checkpoint = { $resume } 需要用于续算的检查点：用 { $checkpoint } 指定
error-resume-with-at = { $resume } 续算用 { $upto } 计算的序列；{ $at } 只求单个值
error-checkpoint-waiting-of = { $path } 存有一次中断计算的 { $game } 的值（到 n = { $n }）；用 { $resume } 续算，或删除该文件重新开始
error-checkpoint-waiting = { $path } 存有一次中断计算的值；用 { $resume } 续算，或删除该文件重新开始
error-checkpoint-beyond = { $path } 存有到 n = { $held } 的值，多于 { $upto } 所求：用 { $again } 或更大的值续算（或删除该文件重新开始）
kept-checkpoint = 停在 n = { $n }：已算出的值存于 { $path }；加上 { $resume } 再次请求即可续算
kept-tiers = 已完成的层存于 { $dir }：加上 { $resume } 再次请求即可续算
kept-book = 目前的开局库存于 { $dir }：加上 { $resume } 再次请求即可续算
error-book-exists = { $dir } 已有这个游戏的开局库；用 { $resume } 续建或加深，或删除该目录重新开始
error-book-mismatch = { $dir } 存的是 { $found }，不是 { $wanted }：{ $resume } 把未完成的开局库续建到开始时的深度，或加深已完成的；删除该目录可重新开始
error-book-damaged = { $dir } 中的开局库已损坏（{ $damage }）；用 `{ $call }` 修复（检查每个文件并重建损坏的），或删除该目录
error-search-has-no-database = `{ $game }` 由搜索求解：{ $db } 与 { $resume } 用于数据库（给出 { $method } 以建立数据库）
error-check-needs-upto = 猜想要对照一张表检验：请给出 { $upto }，而不是 { $at }
error-check-pairs = { $check } 检验值或结局的表；这个序列列出的是数对（Wythoff 游戏的先手必败态）：请改为检验两堆的表，`{ $call }`，变量为 x 与 y
error-check-no-table = { $check }：报告中没有方形的表
error-table-of-one-parameter = { $param }：表需要两个不同的参数
error-misere-outcomes = 反常规则下一堆只有结局，没有 SG 函数值；`{ $call }` 列出各结局
error-misere-no-explanation = 反常的 { $rules } 没有逐步解释或策略文件；`{ $call }` 给出结局、局面与每步着法的属，以及求得的方法
error-misere-of-sum = { $misere } 作用于整个和：只为整个和给出一次
error-all-pirates = { $all } 求解海盗数直到 N 的每种情形；N 至多为 { $most }
error-option-of-verbs = 它是 { $verbs } 的选项
error-partizan-sum = `{ $game }` 是党派游戏：它只能与党派游戏相加（n 个棋子的 Nim 堆即值 *n：`{ $call }`）
error-misere-sum-explored = 这个反常游戏和要作为一个整体游戏探索才能判定（没有商覆盖它，且某个子游戏不满足 SJ 定理的条件：某个 SG 值为 0 的局面有着法，却没有到 SG 值 1 的着法）；`{ $solve }` 给出它的结局与着法
error-no-part-takes-method = 在 `{ $sequence }` 中没有哪个部分接受它（{ $parts } 都不选择方法）
list-and = {" 和 "}
list-comma = 、
error-takes-only = 它只接受 { $verbs }
error-takes-no-verb = 它不接受任何动词
error-io = 无法{ $what ->
    [read-numbers] 读取数字文件
    [read-game-file] 读取游戏文件
    [create-directory] 创建目录
    [write-checkpoint] 写入检查点
   *[read-checkpoint] 读取要继续的检查点（检查点在运行被中断时写下）
} { $path }：{ $why }
io-not-found = 没有这个文件或目录
io-permission-denied = 没有权限
io-already-exists = 文件已存在
error-script-read = 无法读取规则脚本 { $file }：{ $why }
error-script-syntax = { $at }：语法错误：{ $why }
error-script-runtime = { $at }：{ $call } 出错：{ $why }
error-cannot-write = 无法写入{ $what ->
    [thermograph] 温度图
    [dot] DOT 文件
    [strategy] 策略
    [plot] 图
   *[values] 值到
} { $path }：{ $why }
error-no-database-yet = { $game } 还没有数据库（应在 { $dir }）：先用 `{ $solve }` 求解不带局面的同一游戏
error-cutting-sides = `cutting` 需要纸的两条边长，如 `{ $call }`
error-name-graph-position = 请给出要查询的局面：`{ $call }`
error-name-script-position = 请用脚本的语法给出局面：`{ $call }`
error-needs-board-or-graph = `{ $game }` 需要棋盘或图，如 `{ $board }` 或 `{ $graph }`
error-chomp-unchecked = `{ $check }` 不了解 Chomp 的规则，无法检验 Chomp 的策略：请改用 `{ $solve }` 求每个局面的必胜着法
error-whole-positions = { $path }：`{ $verb }` 需要完整的局面；这个脚本把局面拆成几部分（去掉 `split` 即可探索完整局面）
error-beyond-small-values = 大小为 { $heap } 的堆的 SG 值是 { $value }，超出了游戏和推导所用的 32 位 SG 值；`{ $solve }` 可以回答这个局面
error-give-heaps = 请在游戏后给出各堆的大小，如 `{ $call }`
error-wythoff-two-heaps = wythoff 需要两个堆的大小，如 `{ $call }`
error-play-heap-limit = `{ $play }` 只接受不超过 { $limit } 个棋子的堆
error-name-a-game = 请指定游戏：带参数的内置游戏（`nim 3 4 5`）、有向图游戏文件或规则脚本；`{ $list }` 列出内置游戏

## error ids (engine/src/error.rs: `EngineError::id`): a message of its own for each error a
## program tells apart by its id; the problem itself is the game's words
error-param-invalid = { $param }：{ $problem }
conjecture-integer-not-condition = 这里需要条件，却是整数
conjecture-condition-not-integer = 这里需要整数，却是条件
conjecture-result-too-large = 结果太大（超过 2^127）
conjecture-table-xy-not-n = 这张表有两个参数 x 和 y；n 不是其中之一
conjecture-table-n-not-xy = 这张表只有一个参数 n；x 和 y 没有定义
conjecture-division-by-zero = 除以零
conjecture-shift-range = 移位的位数必须在 0 到 127 之间
conjecture-negative-exponent = 幂的指数必须不小于 0
conjecture-negative-argument = { $name } 需要一个不小于 0 的数
conjecture-table-n-uses-xy = 这张表只有一个参数 n；猜想却用了 x 或 y
conjecture-table-xy-uses-n = 这张表有两个参数 x 和 y；猜想却用了 n
conjecture-needs-values = 猜想给出的是数值，但表中只有胜负（P/N）：请改写成 P 态的条件，例如 `EXPR == 0`
conjecture-fails-at = 在 { $at } 处：第 { $column } 列：{ $why }
conjecture-at-column = 第 { $column } 列：{ $why }
conjecture-too-long = 猜想最多只能有 { $most } 个字符
conjecture-closes-nothing = 这个 `)` 没有对应的 `(`
conjecture-expected = 这里应为 { $what }，却是 { $found }
conjecture-an-operator-or-the-end = 运算符或表达式结尾
conjecture-an-operand = 数、`n`、函数或 `(`
conjecture-quoted = `{ $text }`
conjecture-the-number = 数 { $n }
conjecture-the-end = 表达式结尾
conjecture-number-too-large = 这个数太大了（超过 2^127）
conjecture-unexpected-character = 意外的字符 `{ $character }`
conjecture-single-equals = `=` 不是运算符：比较请用 `==`
conjecture-too-deep = 表达式嵌套超过 { $most } 层
conjecture-no-chains = 比较不能连写：请写成 `a < b && b < c`
conjecture-ends-too-soon = 表达式结束得太早
conjecture-irrational = { $name } 是无理数：请写成 floor(EXPR * { $name })
conjecture-unknown-name = 未知的名字 `{ $name }`：变量是 n（或 x 和 y），函数是 min、max、abs、popcount、gcd、isqrt、mex、floor
conjecture-one-argument = 一个参数
conjecture-two-arguments = 两个参数
conjecture-at-least-arguments = 至少 { $n } 个参数
conjecture-arguments = { $name } 接受{ $want }，而不是 { $given } 个
conjecture-floor-shape = floor 接受一个含 phi 或 phi2 的乘积，例如 floor(n * phi)（和与商请加括号；整数除法本身就是向下取整）
conjecture-floor-once = floor 中 phi 或 phi2 只能出现一次
conjecture-floor-factor = floor 的因子
conjecture-a-condition = 条件（真或假）
conjecture-an-integer = 整数
conjecture-needs = { $what }需要{ $needs }，却得到{ $given }
conjecture-both-sides = `{ $op }` 两边都需要{ $needs }；它的{ $side ->
    [left] 左
   *[right] 右
}边是{ $given }
conjecture-compares = `{ $op }` 在比较{ $left }和{ $right }
conjecture-then-else = `then` 给出{ $then }，而 `else` 给出{ $otherwise }
conjecture-paren-after = { $name } 后面的 `(`
conjecture-comma-or-paren = `,` 或 `)`
conjecture-not = `!`（非）
conjecture-negation = `-`（取负）
conjecture-bitwise-not = `~`（按位取反）
conjecture-argument-of = { $name } 的参数

## Contest input: `boyi judge` and `boyi nimber` on standard input (engine/src/judge.rs)

judge-name-the-family = 请指明题目所属的游戏类别：`boyi judge nim`（`boyi judge --help` 列出所有类别）
judge-takes-no-parameter = `boyi judge { $family }` 不带参数：每组数据给出自己的数
judge-no-such-family = `boyi judge` 没有类别 `{ $family }`：它评判堆游戏（nim、bash M、subtraction S……）、wythoff、cutting、euclid、staircase 与 moore
judge-without-heaps = `boyi judge { $family }` 从标准输入读每组数据的堆：请只写游戏名，不写堆
judge-misere-nim-only = `boyi judge` 只对 Nim 回答反常规则（`nim --misere`）
input-too-large = 第 { $line } 行：{ $what }大于 18446744073709551615
input-ended = 第 { $line } 行：应为{ $what }，但输入已结束
input-not-a-number = 第 { $line } 行：应为{ $what }，却是 `{ $found }`，它不是非负整数
input-followed-by = 第 { $line } 行：应为{ $what }，却是一个数后面紧跟着 `{ $found }`
input-out-of-bounds = 第 { $line } 行：{ $what }是 { $value }，但必须在 { $least } 到 { $most } 之间
input-after-the-last-case = 第 { $line } 行：最后一组数据之后还有多余的 `{ $found }`
input-cases = 数据组数（T）
input-products = 乘积的个数（T）
input-heaps-of-case = 第 { $case } 组数据的堆数（n）
input-steps-of-case = 第 { $case } 组数据的台阶数（n）
input-heap-size = 一堆的石子数
input-heap-a = 堆（a）
input-heap-b = 堆（b）
input-width = 宽（w）
input-height = 高（h）
input-most-heaps = 一步最多可从中取的堆数（k）
input-step-coins = 一级台阶上的硬币数
input-factor-a = 因子（a）
input-factor-b = 因子（b）
nimber-not-a-nimber = `{ $text }` 不是 64 位的 nimber：请写 0 到 18446744073709551615 之间的数（或 0x0 到 0xffffffffffffffff）
nimber-no-such-operation = `{ $op }` 不是 nimber 运算；boyi 知道的运算有 { $known }
nimber-operands = `boyi nimber { $op } { $names }` 需要 { $want } 个操作数，而不是 { $given } 个
nimber-division-by-zero = 除数为 0
nimber-no-inverse = 0 没有逆元
nimber-no-order = 0 没有阶
nimber-no-log = A 的任何次幂都不等于 B
nimber-no-result = { $equation }：无（{ $why }）

## rarer engine errors (engine/src/said/, error.rs: Said::Phrase ids; os_reason; script_message; cli)
reason-plot-sg-only = 只画 SG 值；这些值是胜负结果或数对（请用 --format csv）
error-not-a-game-file = `{ $file }`：不是 boyi 认识的游戏文件（游戏图文件以 .txt、.graph 或 .json 结尾，规则脚本以 .rhai 结尾）
reason-query-explored-only = 只有探索过的游戏（游戏图文件和原生游戏）才按值查找局面
error-script-bad-value = { $file }：{ $call } 返回了 { $found }；{ $expected }
strategy-check-accepted = { $file }：接受：{ $game }：应对了 { $positions } 个局面，每条变化都在 { $longest } 步之内获胜（声明为 { $stated }）
strategy-check-rejected = { $file }：拒绝：{ $why }
cli-strategy-written = { $game }：在 { $start } 先手的必胜策略，{ $replies } 个应对，每条变化都在 { $plies } 步之内获胜；用 `boyi check-strategy { $file }` 检查它
cli-words-two = --words 需要以逗号分隔的两个词，如 `Yes,No`，而不是 `{ $given }`
cli-explores-no-game = --{ $option } 不适用于 `boyi { $verb }`：它不探索游戏
cli-cannot-read-stdin = 无法读取标准输入：{ $why }
cli-cannot-write-output = 无法把答案写到标准输出：{ $why }
cli-takes-no-game = 这个动词不接受游戏
cli-option-of-other-verbs = --{ $option } 不适用于 `boyi { $verb } { $game }`：它是 { $takers } 的选项
cli-verb-named = `boyi { $verb }`
cli-strategies-rejected = { $all } 个策略中有 { $rejected } 个被拒绝
cli-count-incomplete = 计数不完整：{ $why }（请用 --memory 提高内存预算）
cli-unknown-lang = { $source } { $name }：boyi 说 `en`（English）和 `zh`（中文）
cli-serve-open-host = 警告：在 { $host } 上监听：能访问这个地址的其他机器都可以使用浏览器，并打开当前目录下的游戏文件
cli-serve-ready = boyi 浏览器：{ $url }（按 Ctrl-C 停止）
cli-serve-no-threads = 无法启动浏览器的线程：{ $why }
cli-serve-cannot-listen = 无法在 { $addr } 上监听：{ $why }
cli-serve-stopped = 浏览器停止了：{ $why }
cli-built-without-serve = 这个 boyi 构建时没有带网页浏览器；请用 `serve` 特性构建：`cargo install --path crates/cli --features serve`，或运行 `cargo run --release -p boyi-cli --features serve -- serve`
need-explored = 探索在 { $positions } 个局面和 { $moves } 个着法处停下
error-core-too-large = 超出内存中求解器的上限：{ $why }
error-cycle = 游戏图有一个经过局面 `{ $position }` 的环；SG 函数只对无环的有向图游戏有定义
error-at-position = 局面 `{ $position }`：{ $why }
words-of-a-lower-crate = { $why }
error-graph-file-at = { $path }：第 { $line } 行第 { $column } 列：{ $why }
error-graph-file-line = { $path }：第 { $line } 行：{ $why }
error-no-value-to-read = `{ $whole }`：没有可读的值；请用 CGSuite 的记法写一个值，如 {"{"}1|-1{"}"}、^*、+-1、3/4
error-not-cgsuite = `{ $text }`：不是 CGSuite 记法中的值（{ $why }）
error-beyond-cgt-range = `{ $text }`：数超出 boyi-cgt 的范围（分母至多 2^58，绝对值至多 2^60）
error-sum-beyond-cgt-range = 和中的数超出 boyi-cgt 的范围（分母至多 2^58，绝对值至多 2^60）
reason-board-rules-say-who-wins = 棋盘游戏的规则规定了谁胜
error-database-needs-directory = { $game } 的数据库需要一个目录：请指定一个（`db`），或为上下文给出数据目录
reason-book-goes-to-data-directory = 开局库写入数据目录，solve、query 和 play 在那里查找它
error-book-from-empty-board = 开局库从空棋盘开始；请不要给出局面
error-book-needs-directory = { $game } 的开局库需要一个目录：请为上下文给出数据目录
kept-proved-between = 目前已证明：对轮到走的一方，此局面的值在 { $lo } 与 { $hi } 之间
error-euclid-positive-heaps = Euclid 游戏从两个正的堆开始（清空一个堆的着法即结束游戏）
error-every-sg-positive-heaps = `every-sg` 的每个子游戏都是两个正的堆上的 Euclid 游戏，而不是 ({ $a }, { $b })
error-head-value-beyond-64-bits = { $rules } 中位于 { $x } 的正面硬币的值超出 64 位
reason-normal-play-only = boyi 只在正常规则下（无着可走者负）解答 `{ $game }`
error-closed-form-disagrees = 内部错误：闭式解（{ $closed }）与极小极大搜索（{ $minimax }）不一致
error-cutting-width = 宽度须在 { $least } 到 { $most } 之间
error-sheet-too-large = { $w } × { $h } 的纸太大：边长至多为 { $most }
error-sheet-beyond-moments = { $sheet } 的纸超出 boyi 片刻之内能解的大小（边长至多 { $most }）
error-cutting-misere-sum = { $game }：切纸游戏在切出 1 x 1 的小块时结束，而不是在一方无着可走时结束，所以含有它的和没有反常规则下的定义
error-explain-pirates-rows = 表中每个海盗人数占一行；explain 至多解释 { $most } 名海盗
error-explain-pie-rows = explain 解释分饼规则时至多 { $most } 块饼（表中每块占一行）
reason-rules-say-how-it-ends = `{ $game }` 的规则规定了它如何结束
reason-endless-is-a-draw = 没有哪个终局值是分数，所以无休止的对局就是平局
reason-explained-by-minimax = 它的终局值是分数：它由极小极大搜索解释，没有逆向分析的轮次可画
error-not-a-position-named = `{ $text }` 不是此游戏的局面（局面按报告列出的名字称呼）
error-directory-not-game-file = { $path } 是一个目录，不是游戏文件
error-not-utf8 = { $path }：不是 UTF-8 文本（第 { $byte } 字节不是有效的 UTF-8）
error-of-file = { $path }：{ $why }
reason-misere-same-game = 这里每个无着可走的局面都有终局值，而反常规则只改变轮到走的一方无着可走且没有终局值的局面的胜负：它给出的会是同一个游戏的解答
error-graph-positions-by-name = { $path }：游戏图的局面按名字查询
error-graph-has-no-position = { $path } 中没有名为 `{ $name }` 的局面
error-strategy-of-scores = { $path }：终局值是分数，而策略只为胜、负、平局写出
error-strategy-of-lost-nim-value = 在 { $position } 轮到走的一方必败（它的 SG 值为 0）：只有必胜态才有必胜策略（先走一步，再为胜方求策略）
error-no-move-to-zero = { $position } 的值不是 0，却没有到值 0 的着法
error-no-such-board = { $game } 没有 { $w } x { $h } 的棋盘
kept-parts-values = { $n } 个部分的值已存入 { $path }；同一命令会从它们继续
error-heap-value-unknown = 大小为 { $n } 的堆的值未知
error-quotient-reaches-only = { $rules } 的反常商只算到堆 { $n }
error-wythoff-two-heap-sizes = wythoff 需要两个堆的大小
error-genera-stop = { $rules } 的属（genus）只算到堆 { $n }，更大的堆的反常结局需要它的反常商：{ $why }
reason-heaps-no-graph = 堆游戏由它们的值求解，没有可画的图
reason-heaps-no-database = 堆游戏在内存中求解；没有数据库
error-wythoff-sum-heaps = { $game }：Wythoff 游戏只有在各堆小于 { $most } 时才能加入和（它的值来自一张表）
error-value-too-large-for-sum = { $game }：它的值 { $value } 太大，不能加入和（至多 2^32 - 1）
error-not-a-wythoff-position = `{ $text }` 不是 Wythoff 游戏的局面：请给出两个至多为 { $most } 的堆的大小
error-heap-value-of-rules-unknown = { $rules } 中大小为 { $n } 的堆的值未知
error-checkpoint-of-another = { $path }：这个检查点是用 { $method } 方法计算的 `{ $game }`，而不是用 { $wanted_method } 方法计算的 `{ $wanted }`
error-position-of-type = `{ $game }` 按 { $kind } 类型的局面查询
error-not-reached = `{ $position }` 不是 `{ $game }` 的局面（从起点到达不了）
error-script-moves-changed = { $path }：{ $position } 的着法在两次调用之间变了（规则脚本每次都必须给出同样的着法）
reason-partizan-normal-play = 党派游戏在正常规则下（最后走的一方胜）求值
error-partizan-script-starts = { $path }：党派脚本从一个局面求值，而 `starts()` 给出了 { $n } 个：请在脚本的参数之后给出局面
error-directory-not-script = { $path } 是一个目录，不是规则脚本
error-split-normal-play-only = { $path }：反常规则下的游戏不由其各部分的 SG 值决定，所以带 `split` 的脚本只在正常规则下求解（去掉 `split` 即可在反常规则下探索整个局面）
error-starts-returned-none = { $path }：`starts()` 在 { $param } = { $n } 时没有返回局面
reason-script-splits = 这个脚本把局面分成若干部分，所以没有完整的游戏图（去掉 `split` 即可探索整个局面）
error-split-from-start = { $path }：带 `split` 的脚本从起点求解；请不要给出局面
error-sequence-from-start = { $path }：序列从脚本的起点开始；请不要给出局面
error-script-has-no-parameter = { $path }：脚本没有参数 `{ $param }`
error-script-no-parameter-to-vary = { $path }：脚本没有声明可变的参数（如 `const N = param("n", 10);` 这样声明一个）
error-quote-not-closed = `{ $text }`：引号 { $quote } 没有闭合
error-plus-between-games = `+` 必须位于两个游戏之间，如 `nim 3 + 0.77 5`
error-no-lookup-by-name = `{ $game }` 不能按名字查找局面；请从起点开始走
error-strategy-of-unwon = 对轮到走的一方，`{ $position }` 是{ $outcome ->
    [draw] 平局
   *[loss] 必败态
}：只有必胜态才有必胜策略
error-strategy-too-large = 策略要应对的局面会超过 { $most } 个；请换一个小一些的局面
error-strategy-of-lost = 在 { $position } 轮到走的一方必败：只有必胜态才有必胜策略（先走一步，再为胜方求策略）
error-strategy-game-over = 游戏在 { $position } 已结束：轮到走的一方不走即胜，所以没有策略可写
error-not-summable = `{ $game }` 不能作为和的一部分：和由公平游戏组成
error-misere-sum-as-one-game = 这个反常规则下的和作为一个整体游戏探索，而{ $why }
reason-misere-sum-no-table = 反常规则下的和不由其各子游戏的值决定，所以它的表不是这些值的异或；请逐个局面求解
error-misere-sum-not-explicit = { $game }：和的反常规则需要每个子游戏都是显式游戏，而这个不是
error-no-sg-per-size = `{ $game }` 没有按大小给出的 SG 值，所以不能作为表的一边
error-table-from-same-value = `{ $x }` 从 { $xparam } = { $xfrom } 开始，而 `{ $y }` 从 { $yparam } = { $yfrom } 开始：表需要两者从同一个值开始
reason-grid-normal-play = 网格与图上的游戏在正常规则下（最后走的一方胜）求值：SG 值可在互不相干的部分上相加，反常规则下的值则不能
error-of-game = { $game }：{ $why }
reason-not-impartial = 不是公平游戏
io-invalid-input = 参数无效
io-invalid-data = 数据无效（作为文本，不是 UTF-8）
io-is-a-directory = 这是一个目录
io-not-a-directory = 不是目录
io-directory-not-empty = 目录不为空
io-storage-full = 磁盘空间不足
io-quota-exceeded = 超出磁盘配额
io-file-too-large = 文件过大
io-read-only-filesystem = 只读文件系统
io-timed-out = 超时
io-interrupted = 被中断
io-unexpected-eof = 文件提前结束
io-write-zero = 未能写入任何内容
io-unsupported = 本系统不支持此操作
io-out-of-memory = 内存不足
io-broken-pipe = 管道已断开
io-would-block = 操作将会阻塞
io-resource-busy = 设备或资源忙
io-crosses-devices = 不能跨文件系统移动文件
io-too-many-links = 链接过多
io-invalid-filename = 文件名无效（过长，或含有系统拒绝的字符）
io-executable-file-busy = 文本文件忙
io-deadlock = 已避免资源死锁
io-stale-network-file-handle = 网络文件句柄已失效
io-argument-list-too-long = 参数列表过长
io-connection-refused = 连接被拒绝
io-connection-reset = 连接被重置
io-connection-aborted = 连接被中止
io-not-connected = 尚未连接
io-address-in-use = 地址已被占用
io-address-not-available = 本机没有这个地址
io-host-unreachable = 无法到达主机
io-network-unreachable = 无法到达网络
io-network-down = 网络已断开
io-not-seekable = 无法从指定位置读取（它是管道或终端）
io-os-error = 操作系统错误 { $code }（{ $words }）

## --help（cli/src/help/mod.rs）

help-boyi = boyi（博弈）：精确求解组合游戏：谁胜、多快、哪些着法必胜
help-opt-json = 机器可读的 JSON 输出（引擎的报告类型；`boyi schema` 描述它们；与语言无关）
help-opt-quiet = 不显示进度条
help-opt-memory = 探索与求解的内存预算，单位 MiB
help-opt-threads = 工作线程数，1 到 256（默认：所有核心）
help-opt-lang = 文本的语言：`en` 或 `zh`（默认：$BOYI_LANG，其次是系统区域设置，否则 en）；`--json` 在各语言下相同
help-solve = 谁胜（先手必胜 / 先手必败 / 平局）、SG 值与最优着法
help-sequence = 随参数变化的值：堆大小 0..=N 的 SG 函数值及其规律（打表找规律）
help-play = 与完美对手对弈
help-query = 一个局面的值以及每步着法的值
help-explain = 为什么局面是这个值：用它的数字写出推导（异或、mex、逆向分析……）
help-strategy = 先手的必胜策略（JSON），供 `boyi check-strategy` 检验
help-quotient = 堆游戏的反常商（Plambeck–Siegel）：它的幺半群、P 部分以及每堆的元素，它们决定任意堆的反常和
help-check-strategy = 按规则检验策略文件，检验器与求解器不共享代码
help-book = 开局库：N 步以内每个局面的精确值（棋盘游戏），供 solve、query 与 play 使用
help-count = 每步之后可达的局面数（棋盘游戏）
help-serve = 网页浏览器：本地服务器与一个可以画出并对弈每个游戏的网页
help-value = CGSuite 记法中的党派博弈值：标准型、结果类、停止值、平均值、温度、生日、原子重量……
help-nimber = Nim 运算：`mul A B`、`inv A`、`sqrt A`……；不给运算时，从标准输入读 Library Checker 的 "Nim Product" 输入
help-judge = 从标准输入读竞赛格式的输入（T，然后每组数据）：输出每组数据的胜者
help-list = boyi 知道的游戏及其参数与选项
help-schema = `--json` 输出的每种报告的 JSON Schema
help-usage = 用法：{ $usage }
help-heading-commands = 命令
help-heading-options = 选项
help-heading-arguments = 参数
help-flag-help = 显示帮助
help-flag-version = 显示版本
help-help = 显示本帮助，或所给命令的帮助
help-default = {"["}默认：{ $value }]
help-possible-values = {"["}可选值：{ $values }]
clap-error = 错误：{ $message }
clap-try-help = 更多信息请用 '{ $help }'。
clap-similar = 提示：有相近的{ $what ->
    [subcommand] 子命令
    [argument] 参数
   *[value] 值
}：{ $possible }
clap-tip = 提示：{ $tip }
clap-missing-required = 缺少以下必需的参数：{ $args }
clap-unknown-argument = 意外的参数 '{ $arg }'
clap-value-required = '{ $arg }' 需要一个值，但没有给出
clap-invalid-value = '{ $arg }' 的值 '{ $value }' 无效
clap-because = ：{ $why }
clap-number-empty = 值为空，需要一个整数
clap-number-not-digits = 整数只能用数字 0-9 书写
clap-number-too-large = 这个数对该选项太大
clap-number-too-small = 这个数对该选项太小
clap-number-zero = 不能为 0
clap-invalid-subcommand = 无法识别的子命令 '{ $name }'
clap-missing-subcommand = '{ $name }' 需要一个子命令，但没有给出
clap-subcommands = {"["}子命令：{ $values }]
clap-no-equals = 给 '{ $arg }' 赋值需要等号
clap-too-many = '{ $arg }' 多出了值 '{ $value }'；不需要更多的值
clap-too-few = '{ $arg }' 至少需要 { $min } 个值；只给出了 { $given } 个
clap-wrong-number = '{ $arg }' 需要 { $want } 个值，但给出了 { $given } 个
clap-repeated = 参数 '{ $arg }' 不能多次使用
clap-conflict = 参数 '{ $arg }' 不能与 { $with } 同时使用
clap-with-these = 以下参数：{ $args }
clap-with-others = 其他给出的参数
help-judge-families = 各类别及一组数据的输入：
help-judge-each-case = 每组数据：{ $case }
help-judge-family-nim = nim、bash M、subtraction S、allbut S、grundy、lasker、kayles、dawson、八进制游戏代码（0.77、4.07……）；nim --misere
help-judge-case-nim = n，然后是 n 堆的大小（n 堆的游戏和）
help-judge-family-wythoff = wythoff
help-judge-case-wythoff = a b：两堆
help-judge-family-cutting = cutting
help-judge-case-cutting = w h：纸的大小（各为 2 到 200）
help-judge-family-euclid = euclid
help-judge-case-euclid = a b：两堆（都为正数）
help-judge-family-staircase = staircase
help-judge-case-staircase = n，然后是第 1 到 n 级台阶上的硬币数
help-judge-family-moore = moore
help-judge-case-moore = n k，然后是 n 堆的大小（每步从 1 到 k 堆中取；k = 1 即 Nim）

## 网页（crates/web/assets，由 /api/messages 提供）：页面自己填入 `{ $name }`，
## 所以这些只能是简单的模式（文字、变量、带引号的字面量），每条一行。

# 服务器为页面表述的（crates/web/src）：可以看的序列，为什么一个游戏不能一步一步下。
web-not-move-by-move = `{ $game }` 不是一步一步下的
web-offer-one-heap = 一堆
web-offer-one-heap-misere = 一堆（misère 规则）
web-offer-two-heaps = 两堆
web-offer-both-heaps = 两堆
web-offer-sheet = 纸的宽和高
web-cost-quick = 大约需要 { $time }
web-cost-slow = 大约需要 { $time }：计算时显示进度，可以取消
web-cost-refused = `{ $game }` 算到 { $upto } 大约需要 { $time }，超过了浏览器的上限 { $limit }；请少算一些，或者运行 `boyi sequence { $game } --upto { $upto }`
web-seconds = { $n } 秒
web-minutes = { $n } 分钟
web-hours = { $n } 小时
web-busy = 已经有 { $n } 个计算在运行；请等一个结束或取消一个
web-cache-too-small = `{ $game }` 已经解出，但答案比浏览器的缓存（内存预算的一半）还大；请调大 --memory
web-files-under = { $file }：浏览器只打开 { $root }（启动它的目录）下的文件，或者 `boyi serve` 指定的文件
web-no-address = 没有这个地址：{ $path }（API 列在 /api）
web-method = { $path } 不接受 { $method }（docs/web-api.md 列出了各地址的方法）
web-bug = 请求在 boyi 内部失败了（这是一个缺陷：请报告游戏和请求）
web-give-query = 请在查询串里给出 `{ $key }`，例如 ?{ $key }={ $example }
web-whole-number = `{ $key }` 必须是非负整数，而不是 `{ $value }`
web-expression-too-long = 表达式超过了 { $most } 字节
web-body-not-json = 请求体不是 JSON：第 { $line } 行第 { $column } 列：{ $error }
web-body-not-object = 请求体必须是一个 JSON 对象，例如 {"{"}"game": "nim 3 4 5"{"}"}
web-give-body = 请在请求体里给出 `{ $key }`，例如 {"{"}"{ $key }": "{ $example }"{"}"}
web-not-string = `{ $key }` 必须是字符串，而不是 { $found }
web-name-too-long = 游戏名超过了 { $n } 个字符
web-heaps-file = `{ $token }`：从文件读取堆大小（@FILE）只能在命令行使用；请直接给出大小
web-start-only = `{ $game }` 只解释起始局面，不解释名为 `{ $position }` 的局面
web-answers-start = `{ $game }` 只回答起始局面：{ $why }
web-no-lookup = 它没有可以查询的局面
web-no-position = `{ $game }` 没有可以显示的局面
web-give-upto-or-at = 请给出 `upto`（0..=upto 的值）或 `at`（一个值），例如 ?game=0.77&upto=200
web-give-upto = 请给出 `upto`，例如 ?game=nim&upto=1000000
web-upto-over = upto={ $upto }：浏览器最多计算到 { $max }；`boyi sequence` 可以算得更远
web-too-many-moves = { $n } 步：一个对局最多重放 { $max } 步
web-list-strings = `{ $key }` 必须列出字符串，而不是 { $found }
web-move-list = `{ $key }` 必须是着法名的列表，例如 ["5", "1"]，而不是 { $found }
web-side = `{ $key }` 必须是 "first"、"second"、"left"、"right" 或 null，而不是 { $found }
web-no-session = 没有对局 `{ $id }`
web-session-gone = 没有对局 `{ $id }`（服务器重启或打开了许多别的对局后，对局会结束）；请重新打开游戏
web-steps = `steps` 必须是从 1 起的整数，而不是 { $found }
web-no-job = 没有任务 `{ $id }`（完成的任务过一段时间就会被忘记）
web-no-thread = 无法启动线程：{ $error }
web-body-too-long = 请求体有 { $bytes } 字节，超过了 { $most } 字节的上限
web-cannot-write-json = 无法把答案写成 JSON：{ $why }
web-address-move = 游戏地址中的第 { $n } 步 `{ $token }` 在那里不是合法着法：{ $why }
web-nothing-to-undo = 没有可以悔的棋
web-nothing-to-redo = 没有悔过的棋可以重走
web-no-hint = 游戏已经结束，没有着法可以提示
web-no-page-file = 网页中没有文件 `{ $name }`
web-cannot-read-asset = 无法从 BOYI_WEB_ASSETS 读取 `{ $name }`：{ $why }

## the Python package's own errors (crates/python/src)
py-timeout = 在 { $seconds } 秒的时限后停止{ $kept }
py-interrupted = 被中断{ $kept }
py-not-a-position = { $position } 不是 `{ $game }` 的局面（从起点到不了）
py-query-a-sum = `{ $game }` 是一个游戏的和：请查询它的各个部分
py-unhashable = { $game }：局面必须可哈希，而 { $value } 不可哈希（{ $why }）；请用 tuple 或 frozenset 代替 list 或 set
py-not-hashable = 局面必须可哈希，而 { $value } 不可哈希（{ $why }）
py-too-many-positions = { $game }：超过 { $max } 个局面（max_positions）；永不结束的游戏需要一个上限，可以用 boyi.define(..., max_positions=N) 给出更大的上限
py-callback-raised = { $game }：{ $call } 抛出了 { $why }
py-moves-not-a-list = { $game }：{ $call } 返回了 { $found }；请返回局面的列表（或任何可迭代对象）
py-moves-not-iterable = { $game }：{ $call } 返回了 { $found }，它不可迭代；请返回局面的列表
py-terminal-not-an-end = { $game }：{ $call } 返回了 { $found }；游戏继续时请返回 None，对轮到的一方返回 'win'、'loss' 或 'draw'，或者返回一个整数分数
py-none = None
py-value-of-kind = { $kind } { $repr }


page-title = boyi 博弈浏览器
page-title-game = { $title } — boyi 博弈浏览器
page-language = 语言
page-nav-games = 游戏
page-nav-any = 任意游戏…
page-chooser-title = boyi 认识的任意游戏
page-chooser-game = 游戏
page-chooser-text = 或者照命令行的写法输入
page-open = 打开
page-cancel = 取消
page-why-button = 为什么？
page-board-label = 棋盘：方向键选择走法，Enter 或空格走棋；u 悔棋，r 重走，h 提示
page-keys = 棋盘上的按键：方向键选择，Enter 或空格走棋，{ $k1 } 悔棋，{ $k2 } 重走，{ $k3 } 提示。
page-undo = 悔棋
page-redo = 重走
page-hint = 提示
page-new-game = 新开一局
page-boyi-plays = boyi 执
page-boyi-nobody = 不下（自由探索）
page-boyi-first = 先手
page-boyi-second = 后手
page-boyi-left = Left（左方）
page-boyi-right = Right（右方）
page-hide-values = 隐藏局面的值
page-moves = 走法
page-moves-note = （对走这一步的一方而言的值，最好的在前）
page-history = 局面值的变化
page-why = 为什么
page-compute = 计算
page-footer-values = 局面的值是对将要行动的一方而言的；一步走法的值是对走这一步的一方而言的。
page-win = 必胜
page-lose = 必败
page-draw = 平局
page-graph-layout = 图的布局由
page-error-list = 游戏列表和"任意游戏…"列出 boyi 认识的游戏
page-error-what = { $what }：
page-error-moves = 地址里的走法没有重放
page-error-open = 无法打开 { $game }
page-error-sequence = 序列
page-error-act = 没有成功
page-error-server = 连不上服务器
page-progress-of = { $phase }（{ $done } / { $total }）
page-progress-done = { $phase }（{ $done }）
page-progress-starting = 正在开始
page-param-default = （默认）
page-param-default-is = （默认：{ $value }）
page-param-placeholder = 默认 { $value }
page-param-numbers = 例如 3 4 5
page-misere-play = 反常规则（misère：最后行动的一方输）
page-examples = 例子：
page-wins-sum = 和游戏必胜
page-loses-sum = 和游戏必败
page-side-first = 先手
page-side-second = 后手
page-side-left = Left（左方）
page-side-right = Right（右方）
page-you = 你
page-side-who = { $side }（{ $who }）
page-to-move = 轮到{ $side }
page-to-move-colon = 轮到{ $side }：
page-final-to-move = 终局：轮到{ $side }：
page-score = 得分 { $score }
page-value-sg = { $value }，SG 值 { $sg }
page-play-move = 走 { $move }
page-best-moves-only = （走法太多，只列出最好的）
page-over-won = 对局结束：{ $side }获胜——{ $reason }。
page-over-drawn = 对局结束：平局——{ $reason }。
page-thinking = boyi 正在思考…
page-working = 正在计算局面…
page-played = { $who }走了 { $move }
page-mistake = 失误：{ $why }
page-working-why = 正在推导原因…
page-values-over = { $over } 的值
page-each-up-to = 每个直到
page-from-zero-to = { $over } 从 0 到
page-see = 看 { $over }
page-hint-is = 提示：{ $move }（{ $value }）
page-outcome-win = 必胜
page-outcome-loss = 必败
page-outcome-draw = 平局
page-outcome-win-in = { $n } 步内必胜
page-outcome-loss-in = { $n } 步后必败
page-letter-win = 胜
page-letter-loss = 败
page-letter-draw = 平
page-move-canonical = 值 { $value }（{ $class }）
page-move-genus = genus { $genus }
page-list-sep = ，
page-nothing = 空
page-heap-move = 第 { $heap } 堆 → { $to }
page-heap-move-from = 第 { $heap } 堆（{ $from }）→ { $to }
page-column = 第 { $column } 列
page-cell = 第 { $row } 行第 { $column } 列
page-no-heaps = 没有剩下的堆
page-heap-size = 第 { $heap } 堆：{ $size }
page-leave = 第 { $heap } 堆留下 { $k }
page-leave-not-move = 留下 { $k } 不是合法走法
page-sheet = 一张 { $w } × { $h } 的纸
page-slices-left = 还有 { $n } 块要分，下一块在前：
page-slices-done = 每一块都分完了
page-slices-moves = 持令牌者拿走下一块或让给对方（走法列在旁边）
page-board = 棋盘 { $board }
page-cells-how = 点击一个格子在那里走；占两个格子的走法要点两下：先点第一个格子，再点第二个。
page-graph-of = { $n } 个局面的游戏图
page-graph-table = 每个局面（文字）
page-position = 局面
page-value = 值
page-moves-to = 可以走到
page-click-to-move = { $what }（点击走到这里）
page-zoom-in = 放大
page-zoom-out = 缩小
page-zoom-fit = 适应
page-zoom-all = 全部
page-zoom-how = 拖动以移动，滚轮缩放
page-history-label = 局面值的变化：每个点是对局中的一个局面；选择一个点回到那里
page-axis-first-wins = 先手胜
page-axis-second-wins = 后手胜
page-axis-left-wins = Left 胜
page-axis-right-wins = Right 胜
page-axis-first-ahead = 先手领先
page-axis-second-ahead = 后手领先
page-axis-left-ahead = Left 领先
page-axis-right-ahead = Right 领先
page-axis-even = 持平
page-axis-draw = 平局
page-history-point = 局面 { $i }：轮到{ $side }，{ $value }
page-history-after-mistake = ；上一步是失误：{ $why }
page-start = （开局）
page-history-entry = 轮到{ $side }：{ $value }
page-history-played = ——走了 { $move }
page-history-mistake = （失误：{ $why }）
page-history-text = 对局记录（文字）
page-sg-values = SG 函数值
page-range = n = { $lo } 到 { $hi }
page-pattern-none-computed = 没有计算规律
page-pattern-none = 在 { $upto } 以内的值中没有找到规律
page-pattern-period = 从头开始周期为 { $period }
page-pattern-period-after = 前 { $preperiod } 项之后周期为 { $period }
page-pattern-saltus = ，跃度（saltus）{ $saltus }
page-pattern-proved = ：对所有 n 已证明
page-pattern-proved-to = ：对所有 n 已证明（验证到 n = { $n }）
page-pattern-observed = ：观察所得，验证到 n = { $n }（之后未证明）
page-rule-proved = 已证明
page-rule-proved-by = 已证明：{ $proof }
page-rule-checked = 验证到 { $n }，之后未证明
page-heat-label = { $x } 和 { $y } 从 { $from } 到 { $to } 的 { $of }
page-class-L = 无论谁先走，Left 都胜
page-class-R = 无论谁先走，Right 都胜
page-class-N = 先手必胜
page-class-P = 先手必败
page-no-move = { $side }无路可走。
page-side-moves = { $side }的走法（标出最好的）
page-to = 走到
page-class = 类别
page-thermograph = 温度图
page-thermograph-title = 温度图（thermograph）
page-no-thermograph = 没有温度图：{ $why }
page-outcome-class = 结果类别
page-stops = 停止值
page-stops-are = Left 的 { $left }，Right 的 { $right }
page-mean = 均值
page-temperature = 温度
page-birthday = 生日
page-sum-of = 和游戏，由
page-regions = 计算了值的区域
page-genus = genus（亏格）
page-misere-nim-value = misère nim 值
page-normal-nim-value = 常规 nim 值
page-tame-or-wild = 驯服或狂野
page-tame-long = 驯服（tame：和 misère Nim 一样玩）
page-wild-long = 狂野（wild：不像 misère Nim，和游戏由商决定）
page-beyond-heaps = （超出已计算的堆）
page-quotient = misère 商
page-order = 阶
page-presentation = 表示
page-p-portion = P 部分
page-status = 状态
page-quotient-complete = 完整（在堆 { $n } 处证明）
page-quotient-partial = 部分：堆 0..={ $n } 的商
page-position-heaps = 这个局面的堆
page-quotient-rule = misère 和游戏先手必败，当且仅当各堆元素的乘积落在 P 部分中。
page-no-quotient = 没有商：{ $why }
page-tame = 驯服
page-wild = 狂野
page-outcome = 结果
page-tame-wild = 驯服/狂野
page-positions = 局面数
page-positions-counts = { $n }（先手必胜 { $win }，先手必败 { $loss }，平局 { $draw }）
page-moves-count = 走法数
page-values = 值
page-values-scores = 得分：对将要行动的一方而言的最终得分
page-play = 规则
page-graph-limit = 只画出最多 200 个局面的游戏图
page-graph-title = 游戏图（有向图游戏）
page-heaps = 堆
page-heap-values = 各堆的值
page-sg-value = SG 值
page-play-misere = 反常规则（misère：取走最后一个的输）
page-play-normal = 常规规则（取走最后一个的赢）
page-how = 方法
page-database = 数据库
page-tiers = 已解出的层
page-of = { $done } / { $total }
page-on-disk = 磁盘上
page-answered-by = 求解方法
page-search-how = 精确搜索（带置换表的 alpha-beta），有开局库时也用开局库
page-nodes = 节点数
page-seconds = 秒
page-misere-note = （misère 规则）
page-sum-outcome = 对将要行动的一方：{ $outcome }——{ $method }
page-sum-winning = 必胜走法：在第 { $component } 个子游戏（{ $game }）中走 { $move }
page-sum-drawing = 保平走法：在第 { $component } 个子游戏中走 { $move }
page-sum-no-win = 没有必胜走法：每一步都输
page-component = 子游戏
page-component-moves = 它的走法（对和游戏的值）
page-not-drawn = 这里画不出来：{ $why }
page-pie-result = 最优策略下：Alice { $alice }，Bob { $bob }（Alice 多 { $margin }）。
page-slice = 块
page-pie-decides = 持令牌者决定
page-pie-gets = 谁得到
page-pie-take = 拿走的价值
page-pie-give = 让出的价值
page-absolute-label = Alice 留下 { $kept }，Bob 留下 { $bob }：值 { $value }
page-absolute-line = Alice 的数在线上方，Bob 的在下方；留下的一对连起来：{ $value }（{ $method }）。
page-sheet-value = 纸 { $sheet }：SG 值 { $sg }，对将要行动的一方{ $outcome }。
page-cut-into = 剪成
page-cut-value = 剪后的值（异或）
page-pirates-caption = { $pirates } 个海盗，{ $coins } 枚金币
page-pirate = 海盗
page-gold = 金币
page-fate = 结局
page-lives = 活着
page-overboard = 被扔进海里
page-each-round = 每一轮
page-value-is = 值 { $value }
page-proposer-keeps = 提议者留下 { $gold }
page-proposer-dies = 提议者什么也得不到，被扔进海里
page-gallery-title = 选一个游戏
page-gallery-about = 每个游戏都被精确求解：每一步按它的值着色（必胜、必败、平局），你可以和最优策略对弈、问为什么，并分享地址。
page-gallery-more = 更多游戏
page-gallery-tictactoe = 井字棋
page-gallery-tictactoe-note = 双方最优时平局
page-gallery-connect4 = 四子棋（Connect-Four）
page-gallery-connect4-note = 7 × 6：先手在第 41 步获胜
page-gallery-nim = Nim 游戏
page-gallery-nim-note = P2197：各堆的异或
page-gallery-wythoff = 威佐夫博弈
page-gallery-wythoff-note = 取石子游戏：黄金分割
page-gallery-subtraction = 减法游戏
page-gallery-subtraction-note = AtCoder DP K "Stones"
page-gallery-bash = 巴什博弈
page-gallery-bash-note = 每次取 1 到 3 个：n mod 4
page-gallery-kayles = Kayles（保龄球游戏）
page-gallery-kayles-note = 八进制 0.77：周期 12，已证明
page-gallery-graph = 有环的游戏图
page-gallery-graph-note = 文章里的：必胜、必败和平局
page-gallery-pirates = 海盗分金
page-gallery-pirates-note = 逆向归纳
page-gallery-pie = 分饼规则（Pie Rules）
page-gallery-pie-note = CF859C：拿走或让出
page-gallery-cutting = 剪纸游戏
page-gallery-cutting-note = P10501：剪纸
page-gallery-absolute = 绝对值游戏
page-gallery-absolute-note = SEERC 2019
page-gallery-scores = 计分游戏
page-gallery-scores-note = 值是得分
page-gallery-sum = 游戏的和
page-gallery-sum-note = Nim 加 Kayles：值取异或
page-gallery-grundy = Grundy 游戏
page-gallery-grundy-note = 把一堆分成不相等的两堆
page-why-mex = 在 { $position }，各走法通向的 SG 值为 { $values }；没有出现的最小值是 { $mex }。
page-why-heap = 堆
page-why-bouton = Bouton 定理：把各堆写成二进制，逐列异或（1 的个数是不是奇数？）。当且仅当每一列都是 0 时先手必败。
page-why-xor-is = 异或和是 { $xor }（{ $binary }）。
page-why-xor-zero = 每一步只改变一堆，所以一定改变异或和：全部 { $n } 种走法都留下非零的异或和，对手每次都能把它变回 0。
page-why-xor-top = 它的最高位是 2^{ $bit }。选一个这一位为 1 的堆，把它变成 堆 xor { $xor }：
page-why-nim-move = 第 { $heap } 堆：{ $from } → { $to }（取走 { $take }）
page-why-misere-heaps = 各堆 { $heaps }：{ $big } 堆大于 1，{ $ones } 堆为 1；异或和 { $xor }。
page-why-misere-small = 每堆至多为 1：这时 misère 规则不同。当且仅当大小为 1 的堆数是偶数（{ $ones }）时先手必胜。
page-why-misere-big = 有一堆大于 1：照常规 Nim 走，直到某一步之后只剩大小为 1 的堆，那时留下奇数个。
page-why-leaves = 留下 { $heaps }
page-why-no-win = 没有必胜的走法。
page-why-bash = 每次取 1 到 { $m } 个：必败的堆是 { $group } 的倍数。{ $n } mod { $group } = { $residue }。
page-why-bash-take = 取 { $take } 个，留下 { $left }，是 { $group } 的倍数；之后对手取 k 个，你就取 { $group } − k 个。
page-why-bash-lost = 不论你取多少，对手都取走这一组剩下的。
page-why-bash-row = 堆 0, 1, … 的结果（0 必败，1 必胜）
page-why-heap-lost = 大小为 { $n } 的堆 SG 值为 { $value }：先手必败。
page-why-heap-won = 大小为 { $n } 的堆 SG 值为 { $value }：先手必胜（走到值为 0 的局面）。
page-why-periodic = 这些值是周期的：{ $period }——{ $status }。
page-why-proved-to = 已证明（验证到 { $n }）
page-why-observed = 观察所得，未证明
page-why-heap-row = 堆 0, 1, … 的 SG 值
page-why-winning-moves = 必胜走法：
page-why-sum = 每个子游戏都有 SG 值（它各走法的值的 mex）；和游戏的 SG 值是它们的异或。
page-why-why = 原因
page-why-sum-lost = 异或和 = { $xor }：先手必败。
page-why-sum-won = 异或和 = { $xor }：先手必胜。
page-why-sum-move = 在第 { $component } 个子游戏中把值从 { $from } 变成 { $to }：{ $move }。
page-why-final = 终局：{ $value }
page-why-no-move = 无路可走
page-why-move-to-lost = 可以走到 { $to }，那是必败态（第 { $round } 轮）
page-why-all-to-won = 每一步都走到必胜态：{ $to }
page-why-at-round = { $to }（第 { $round } 轮）
page-why-retrograde = 对 { $n } 个局面做逆向分析（{ $convention } 规则），从终局往回推：所有走法都通向必胜态的局面是必败态，有一步通向必败态的局面是必胜态；始终定不下来的是平局。
page-why-round = 第 { $round } 轮：
page-why-sep = ；
page-why-drawn = 平局：每个都靠一个环避开失败。
page-why-drawn-one = { $position }：避开 { $avoids }；环 { $cycle }
page-why-sg-by-mex = { $n } 个局面的 SG 函数，从终局往回，每个都是它各走法的值的 mex：
page-why-truncated = （列表被截短了）
page-why-pirates = 海盗数
page-why-pirate-n = 海盗 { $n }
page-why-votes = 需要的票数
page-why-dies = 死
page-why-pirates-rule = 逆向归纳：少一个海盗时每个海盗都知道自己能得到多少；提议者用比那多一枚金币的价钱买下最便宜的票（买到的票有标记）。
page-why-pie-rule = 从最后一块往回：f(i) = max(s − f(i+1), f(i+1) − s)，即从第 i 块起持令牌者领先的量。
page-why-size = 大小
page-why-after = 之后
page-why-take = 拿
page-why-give = 让
page-why-pie-result = 最优策略下：Alice { $alice }，Bob { $bob }。
page-why-decides = 决定者
page-why-gets = 得到者
page-why-absolute-rule = Alice 留下离 Bob 最近的数最远的那个数；Bob 留下离它最近的数。
page-why-alice-number = Alice 的数
page-why-bob-nearest = Bob 最近的数
page-why-distance = 距离
page-why-absolute-value = 值：{ $value }
page-why-absolute-keeps = 值：{ $value }（Alice 留下她的第 { $keeps } 个数）
page-why-wythoff = 必败态是数对 (a_k, b_k)，用 mex 构造：a_k 是还没用过的最小的数，b_k = a_k + k。
page-why-wythoff-closed = 必败态是数对 (a_k, b_k)，用 mex 构造：a_k 是还没用过的最小的数，b_k = a_k + k——列出的每一对都是 (⌊kφ⌋, ⌊kφ²⌋)，即威佐夫的通项公式。
page-why-wythoff-pair = { $heaps } 是第 { $pair } 对：先手必败。
page-why-wythoff-move = 从 { $heaps } 走到一个数对：{ $moves }。
page-why-line = 从这里开始的最优对局，一步一步（每个值都是对走这一步的一方而言）：
page-why-then = 然后：{ $reason }。
page-why-refutations = 每一步都输；对每一步的应对：
page-why-move = 走法
page-why-reply = 应对
page-why-ends = 对局结束
page-why-scores = 计分游戏：每个局面的值是将要行动的一方的最终得分，即在各走法中取所到局面的值的相反数的最大者（负极大值）。
page-why-score-maker = 对走这一步的一方的得分
page-why-perfect = 最优对局：
page-why-final-score = ；最终得分 { $score }
page-why-head = 先手{ $outcome }

## 引擎经由消息目录表述的标题与规则（boyi_report::Phrase，render/src/phrase.rs）
empty = {""}
phrase-list-separator = 、
title-family-heap = 取石子游戏（Nim、减法游戏、八进制游戏、Grundy、Wythoff）
game-nim = Nim 游戏：每次从一堆中取任意多个石子
game-kayles = Kayles（八进制游戏 0.77）
game-dawson-kayles = Dawson 的 Kayles（八进制游戏 0.07）
game-dawson-chess = Dawson 象棋（八进制游戏 0.137）
game-octal = 八进制游戏 { $code }
game-all-but = all-but 游戏：每次可取任意多个石子，但不能取 {"{"}{ $set }{"}"} 中的数
game-bash = 巴什博弈（Bash）：每次取 1 到 { $m } 个石子
game-subtraction = 减法游戏 {"{"}{ $set }{"}"}：每次取 k 个石子，k 属于该集合
game-grundy = Grundy 游戏：把一堆分成不相等的两堆
game-lasker = Lasker 的 Nim：从一堆中取石子，或把它分成两堆
game-wythoff = 威佐夫博弈（Wythoff）：从一堆中取任意多个，或从两堆中取同样多个
title-heap = { $game }{ $hint }{ $misere }{ $heaps }
title-bash-hint = （每堆至多 { $m } 个，先手一步就能取走整堆：你是指 `bash { $heaps } { $m }` 吗？）
title-heap-misere = ，反常规则（misère：取走最后一个石子的一方负）
title-heaps = ；各堆 { $heaps }
title-heap-sequence = { $game }：堆大小 0..={ $upto } 的 SG 函数值（{ $method } 方法）
title-wythoff-sequence = 威佐夫博弈：必败态（P 态）(a_k, b_k) = (floor(k*phi), floor(k*phi^2))
title-misere-sequence = { $game }，反常规则（misère）：堆 0..={ $upto } 各自的结果、genus（上标中第一个数为反常 nim 值）及驯顺/狂野判定{ $beyond }
title-misere-beyond = ；genus 算到堆 { $upto }，其后的结果由{ $from ->
        [bouton] Bouton 的反常 Nim 规则
       *[quotient] 反常商
    }得出
quotient-complete = 由周期性定理证明完整
quotient-partial = 不完整：堆 0..={ $upto } 的商
title-quotient = { $game } 的反常商（{ $what }）
title-family-graph = 有向图游戏文件
title-graph = 有向图游戏 { $path }（{ $play ->
        [misere] 反常规则 misère
       *[normal] 正常规则
    }）
title-family-scripts = 规则脚本
title-script = { $file }{ $params }{ $misere }{ $at }
title-script-params = （{ $params }）
title-script-at = ，局面 { $position }
title-misere-play = ，反常规则（misère）
title-script-table = { $file }，{ $x }、{ $y } = 0..={ $upto }{ $misere }
title-script-sequence = { $file }，{ $param } = 0..={ $upto }{ $misere }
title-script-sequence-misere = ，反常规则（misère；列出结果：反常规则下没有 SG 函数值）
title-sum = { $n } 个游戏的和{ $misere ->
        [yes] （反常规则 misère）
       *[no] {""}
    }
title-sum-table = { $x }（x）+ { $y }（y）：x, y = { $from }..={ $to } 时的 SG 函数值 g(x) xor h(y)
method-sum-xor = 各子游戏 SG 函数值的异或（子游戏的值为无穷时按有环游戏的规则）
method-sum-explored = 作为一个整体游戏搜索（{ $n } 个局面）：反常规则下的和不是各部分的异或
method-bouton = Bouton 定理：各堆大小的异或和；异或和不为 0 时先手必胜，为 0 时先手必败
method-bouton-misere = 反常 Nim 的 Bouton 规则：有一堆不少于 2 时，异或和不为 0 则先手必胜；各堆都至多为 1 时，堆数为偶数则先手必胜
method-lasker = 每堆按 Lasker 的 Nim 的闭式求 SG 值，再取异或
method-wythoff = 威佐夫数对：必败态（P 态）为 (floor(k phi), floor(k phi^2)) 及其对称
method-heap-period = 每堆的 SG 函数值由已证明的周期得出（前周期 { $preperiod }，周期 { $period }），再取异或
method-heap-computed = 逐堆计算 SG 函数值，再取异或
method-misere-wythoff = 反常威佐夫博弈：必败态与正常规则的黄金分割数对相同，只在底部不同：(0, 1) 与 (2, 2) 先手必败，(0, 0) 与 (1, 2) 先手必胜
method-misere-genus = 在此局面及其后继共 { $n } 个局面的游戏图上，由各后继的 genus 求每个局面的 genus（Conway）；反常 nim 值（上标第一个数）为 0 当且仅当先手必败
method-misere-quotient-heaps = 各堆在 { $game } 的反常商（{ $order } 阶，{ $complete ->
        [yes] 已证明完整
       *[no] 不完整
    }）中对应元素之积，落在 P 部分当且仅当先手必败
method-misere-quotient-sum = { $game } 的反常商（{ $order } 个元素，{ $complete ->
        [yes] 已证明完整
       *[no] 不完整，覆盖这些堆
    }）：各堆的元素 { $elements } 之积为 { $product }，{ $lost ->
        [yes] 在
       *[no] 不在
    } P 部分 {"{"}{ $portion }{"}"} 中
method-sj = SJ 定理（Anti-SG）：各子游戏的 SG 函数值 { $values } 的异或为 { $xor }，其中 { $above } 个大于 1，所以{ $wins ->
        [yes] 先手必胜（异或不为 0 且有大于 1 的值，或异或为 0 且没有）
       *[no] 先手必败（异或为 0 且有大于 1 的值，或异或不为 0 且没有）
    }；定理适用，因为每个子游戏中值为 0 的局面要么结束游戏，要么能走到值为 1 的局面
title-game-at = { $game }，局面 { $position }
game-name = { $game ->
        [cram] Cram（填骨牌）
        [node-kayles] Node-Kayles（点 Kayles）
        [arc-kayles] Arc-Kayles（边 Kayles）
        [impartial-clobber] 公平 Clobber
        [cannibal-clobber] 公平 Cannibal Clobber
        [nogo] 公平 NoGo（不围棋）
        [domineering] Domineering（多米诺）
        [hackenbush] Hackenbush（砍树）
        [toads-and-frogs] Toads and Frogs（蟾蜍与青蛙）
        [clobber] Clobber
        [cutcake] Cutcake（切蛋糕）
        [eatcake] Eatcake（吃蛋糕）
        [col] Col
        [snort] Snort
        [konane] Konane
        [toppling-dominoes] Toppling Dominoes（推倒多米诺）
        [ski-jumps] Ski Jumps（跳台滑雪）
        [amazons] 小棋盘上的 Amazons（亚马逊棋）
        [partizan-subtraction] 非公平减法游戏
       *[other] { $game }
    }
title-family-grid = 网格与图上的公平组合游戏（Cram、Node-Kayles、Arc-Kayles、公平 Clobber、NoGo）：对独立部分搜索求 nim 值
method-grid = 局面分解为互相独立的部分（棋盘的区域、图的连通分量），每部分化为标准形式（在棋盘对称意义下），由 boyi-nimsearch 搜索求值——用 Beling 与 Rogalski 的“值是否为 k？”检验，规则允许时用镜像策略——各线程共享一张表；nim 值为各部分值的异或（SG 定理）
title-grid-stopped = （在 { $width } x { $last } 之后停止）
title-grid-sequence = { $game }：{ $width } x n 棋盘（{ $width } 列，n 行）的 nim 值，n = 1..={ $upto }{ $stopped }
title-grid-table = { $game }：w x h 棋盘（w 列，h 行）的 nim 值，w, h = 1..={ $upto }
title-family-partizan = 非公平组合游戏：标准值（CGSuite 记法）、结果类、温度
title-partizan-script = { $file }（非公平），局面 { $position }
title-partizan-sum = { $n } 个非公平游戏的和
title-family-contest = 计分游戏与竞赛题
title-family-native = 原生游戏（{ $name }）
title-native = { $name }{ $misere ->
        [yes] ，反常规则（misère）
       *[no] {""}
    }
title-family-board = 棋盘游戏（分层、编号求解，存入数据库）
title-board = { $game }{ $after }
title-board-after = ，走了 { $moves } 之后
game-tic-tac-toe = 井字棋（tic-tac-toe）
game-mnk = { $m },{ $n },{ $k } 游戏（在宽 { $m }、高 { $n } 的棋盘上连成 { $k } 子）
game-connect-four = 四子棋（Connect-Four）{ $w }x{ $h }
game-connect-k = { $w }x{ $h } 棋盘上的 Connect-{ $k }（四子棋的规则，连成 { $k } 子）
title-absolute = 绝对值游戏，n = { $n }：Alice 先删数，使 |x - y| 最大；Bob 使之最小
method-absolute-search = 穷举极小化极大搜索，与闭式 max_a min_b |a - b| 相同
method-absolute-closed = 闭式 max_a min_b |a - b|（序列太长，无法穷举搜索）
title-pie = 分派规则（Pie Rules），{ $n } 块；Bob 先持有决定令牌
title-cutting-sheet = 剪纸游戏，{ $sheet } 的纸（剪出 1 x 1 小块的一方胜）
title-cutting-width = 剪纸游戏，{ $w } x h 的纸
title-cutting-any = 剪纸游戏，w x h 的纸
title-cutting-sequence = 剪纸游戏：{ $w } x h 的纸的 SG 函数值，h = 2..={ $upto }
title-cutting-table = 剪纸游戏：w x h 的纸的 SG 函数值，w, h = 2..={ $upto }
title-pirates = 海盗分金：{ $rules }
pirates-rules = { $pirates } 个海盗，{ $coins } 枚金币；方案得到{ $strict ->
        [yes] 超过
       *[no] 至少
    } { $fraction } 的票（含提议者自己）即通过；无差别的海盗投票{ $ties ->
        [kill] 杀死提议者
       *[spare] 放过提议者
    }；要价相同的投票者中，提议者先收买{ $pick ->
        [senior] 资历最深
       *[junior] 资历最浅
    }的
title-family-classics = 经典变形（阶梯博弈、Moore、Northcott、Euclid、Every-SG、翻硬币）
title-classic = { $game }；局面 { $position }
title-corners-table = Turning Corners：(x, y) 处正面的值 x ⊗ y，x, y = 0..={ $upto }
title-coins-sequence = { $game }：g(x)，第 x 枚硬币单独为正面时的值，x = { $from }..={ $upto }
classic-about = { $game ->
        [staircase] 阶梯博弈（staircase Nim）：把硬币从一级台阶移到下一级；等价于奇数级台阶上的 Nim
        [moore] Moore 的 Nim_k：一次从 1 到 K 堆中取；按二进制各位之和模 K + 1 判断
        [northcott] Northcott 游戏：每行一白一黑两枚棋子，各自推动自己的棋子；等价于间隔上的 Nim
        [euclid] 欧几里得游戏：从较大的堆中取走较小堆的正整数倍；先遇到商不小于 2 的一方胜
        [every-sg] Every-SG（HDU 3595 “GG and MM”）：每个还能走的 Euclid 游戏都必须走一步；由最大步数决定胜负
        [ruler] 尺子游戏（翻硬币）：翻转以一枚正面硬币结尾的连续一段；g(x) 为整除 x 的最大 2 的幂
        [mock-turtles] Mock Turtles：翻转一枚正面硬币及其左边至多两枚；g(x) 为 odious 数
        [turning-turtles] Turning Turtles：翻转一枚正面硬币及其左边至多一枚；g(x) = x，即 Nim
        [corners] Turning Corners：翻转一个矩形的四个角；(x, y) 处的正面值为 nim 积 x ⊗ y
       *[other] { $game }
    }
title-misere-wythoff-sequence = 威佐夫博弈，反常规则（misère）：必败态 (a_k, b_k) 与正常规则的 (floor(k*phi), floor(k*phi^2)) 相同，只有底部的 (0, 1) 与 (2, 2) 例外
title-partizan-play = { $game }；Left（左方）先走

## 网格与图上的游戏（render/src/grid.rs）
grid-position = 局面：{ $position }
grid-no-move = 无着法可走：先手已负
grid-no-winning-move = 没有必胜着法：每一步都留下非零的值
grid-winning-moves = 必胜着法（{ $n } 步{ $complete ->
        [yes] {""}
       *[no] ，最先找到的
    }）：
grid-more = ……另有 { $n } 步
grid-loaded = （{ $n } 个读自上次运行）
grid-search = 搜索：{ $nodes } 个结点，用时 { $seconds } 秒，{ $threads } 个线程；表中有 { $parts } 个部分{ $loaded }
grid-no-parts = 部分：没有需要计算的部分（每个区域的值都是 0）
grid-one-part = 一个部分：{ $part }（{ $size }），值 { $value }
grid-parts = { $n } 个独立的部分（标准形式）：
grid-part = （{ $size }）值 { $value }
size-cells = { $n } 格
size-vertices = { $n } 个顶点
size-squares = { $n } 块
size-stones = { $n } 枚棋子
grid-xor = 异或：{ $terms } = { $value }

## sequence 的规律、定理与猜想判定（zh3：boyi_report::Rule::formula、engine/src/fit）

rule-constant = { $term } = { $value }
rule-constant-from = 当 { $var } ≥ { $from } 时 { $term } = { $value }
rule-identity = { $term } = { $var }
rule-linear = { $term } = { $slope }{ $var } { $intercept }
rule-periodic = 当 { $var } ≥ { $preperiod } 时 { $shifted } = { $term }；一个周期：{ $values }
rule-arithmetic-periodic = 当 { $var } ≥ { $preperiod } 时 { $shifted } = { $term } + { $saltus }（算术周期）；从 { $var } = { $preperiod } 起：{ $values }
rule-powers = { $term } = 2^{ $var }
rule-powers-offset = { $term } = 2^{ $var } { $offset }
rule-recurrence = { $term } = { $terms }
rule-beatty = { $term } = floor({ $var }·{ $alpha })
rule-beatty-offset = { $term } = floor({ $var }·{ $alpha }) { $offset }
rule-mod-set = { $var } mod { $modulus } ∈ {"{"}{ $residues }{"}"}
rule-mod-set-from = 当 { $var } ≥ { $from } 时 { $rule }
rule-mod-set-below = 当 { $var } ≥ { $from } 时 { $rule }；在此之前为 { $var } ∈ {"{"}{ $below }{"}"}
rule-powers-set = { $var } = 2^k
rule-powers-set-offset = { $var } = 2^k { $offset }
rule-enumerated = 第 k 个成员（k = 1, 2, ...）：{ $member }
rule-pairs-same = x = y，{ $a }
rule-pairs = (x, y) 或 (y, x) = (a_k, b_k)，其中 { $a }，{ $b }
rule-xor = v(x, y) = x xor y
rule-xor-diagonal = x xor y = 0，即 x = y
rule-diagonal = x = y
rule-side = x = { $value } 或 y = { $value }（有一边为 { $value }）
rule-congruent = x ≡ y (mod { $modulus })
rule-periodic-plane-residues = (x mod { $px }, y mod { $py }) ∈ {"{"}{ $cells }{"}"}
rule-periodic-plane = 二维周期：沿 x 从 x = { $sx } 起周期为 { $px }，沿 y 从 y = { $sy } 起周期为 { $py }（x < { $ex }、y < { $ey } 的格子决定其余各格）
rule-no-cell = 没有格子
rule-only-cells = 只有 { $cells }
rule-no-member = 没有这样的 { $var }
rule-only-members = 只有 { $var } ∈ {"{"}{ $members }{"}"}
rule-nothing = 没有简单的规律
theorem-bouton = Bouton：大小为 n 的 Nim 堆可以变成 0..n-1 的任意一堆，所以它的 SG 函数值是 n
theorem-lasker = Lasker 的 Nim：g(4k+1) = 4k+1，g(4k+2) = 4k+2，g(4k+3) = 4k+4，g(4k+4) = 4k+3
theorem-misere-nim-heap = 单堆反常 Nim：1 个石子的堆只能取完，对手无路可走而获胜；0 个时先手无路可走而获胜；2 个及以上时取到只剩 1 个即胜
theorem-zeros-of-period = 已证明周期的零点
theorem-octal-period = 有限八进制游戏的周期性定理（Guy 与 Smith），SG 值比较到 n = { $checked }
theorem-zeros-follow = 由 SG 值已证明的规律推出（必败态就是它的零点）
theorem-zeros-of-values = SG 值已证明规律的零点
theorem-wythoff = Wythoff（1907）：必败态是 (floor(kφ), floor(kφ²))
theorem-sum-periodic-both = SG 定理（v(x, y) = g(x) xor h(y)），g 与 h 均由{ $proof }
theorem-sum-periodic = SG 定理（v(x, y) = g(x) xor h(y)），g 由{ $g }，h 由{ $h }
theorem-sum-identity-both = SG 定理（v(x, y) = g(x) xor h(y)），其中 g(n) = h(n) = n（{ $proof }）
theorem-sum-identity = SG 定理（v(x, y) = g(x) xor h(y)），其中 g(n) = n（{ $g }），h(n) = n（{ $h }）
theorem-xor-zeros = 由 SG 值已证明的规律推出：x xor y = 0 当且仅当 x = y
theorem-unnamed = 一个定理
check-rule-proved = 已证明{ $of ->
        [sg] {" "}SG 值
        [p-positions] 必败态
       *[other] {" "}{ $of }{" "}
    }遵循 `{ $formula }`（{ $proof }）
check-proof-period = { $theorem }；猜想以 { $period } 为周期重复，两者在 n ≤ { $need } 内一致，即从 n = { $from } 起一个完整的公共周期（{ $common }）

## 经典变体的推导（zh3：engine/src/families/classics/derive.rs、grid/explain.rs）

classic-notation = { $text }
classic-xor-none = 没有部分：异或为 0
classic-xor = 异或：{ $terms } = { $total }
classic-xor-zero = { $what }为 0：每一步都使它变为非 0，所以先手必败
classic-xor-nonzero = { $what }为 { $total }，不为 0：先手把它变为 0 即可获胜，先手必胜
classic-what-odd-steps = 奇数级台阶的异或
classic-what-gaps = 各行间隔的异或
classic-what-heads = 各正面硬币的 SG 值的异或
classic-moves = { $moves }
classic-theorem-staircase = 阶梯博弈就是奇数级台阶上的 Nim：当且仅当第 1, 3, 5, ... 级台阶上的硬币数异或为 0 时先手必败。
classic-step = 第 { $step } 级：{ $coins } 枚硬币
classic-step-odd = 奇数级台阶是一堆 Nim：从它移下去的硬币离开了奇数级台阶
classic-step-even = 偶数级台阶：从它移到奇数级的硬币，对手可以原样再移下去
classic-move-coins = 把 { $coins } 枚硬币从第 { $step } 级移到{ $ground ->
        [yes] 地面
       *[no] 下一级
    }
classic-theorem-moore = Moore 定理（1910）：在 Nim_k（每次从 1 到 k 堆中取）中，当且仅当把各堆写成二进制后每一位上 1 的个数都能被 k + 1 整除时，先手必败。
classic-heap = 第 { $i } 堆
classic-binary = 二进制 { $digits }
classic-digit-sums = 二进制各位之和模 k + 1 = { $m }，从高位起：{ $sums }
classic-moore-lost = 每一位之和模 { $m } 都为 0：一步最多改变 { $k } 堆，总会使某一位之和不为 0；先手必败
classic-moore-won = 有一位之和模 { $m } 不为 0：先手最多改变 { $k } 堆，使每一位之和都为 0，先手必胜
classic-heap-change = 第 { $i } 堆从 { $from } 变为 { $to }
classic-theorem-northcott = Northcott 游戏就是各行间隔上的 Nim：后退一步会被对手跟上，所以当且仅当各行间隔的异或为 0 时先手（白方或黑方）必败。
classic-row = 第 { $i } 行：白子在 { $white }，黑子在 { $black }
classic-gap = 两子之间的格数：一堆 Nim
classic-move-row = 第 { $i } 行：把自己的棋子向对方移动 { $d } 格（间隔从 { $from } 变为 { $to }）
classic-theorem-euclid = 欧几里得游戏：按辗转相除法进行；先遇到商大于等于 2 的一方获胜（他能到达的两个局面中有一个是必败态），商为 1 的强制步交替进行。
classic-quotient-forced = 商为 1：只能这样走
classic-quotient-choice = 商大于等于 2：先手可以选择取到余数或少取一倍，所以这个局面先手必胜
classic-euclid-won = 先手先遇到商大于等于 2（或最后一个商，取空一堆）：先手必胜
classic-euclid-lost = 先手只能走商为 1 的强制步，对手先遇到商大于等于 2：先手必败
classic-euclid-algorithm = 从 ({ $a }, { $b }) 开始辗转相除：共 { $n } 个商
classic-take = 从 { $heap } 的那一堆中取走 { $taken }
classic-theorem-every-sg = Every-SG：先手必须在每个还能走的子游戏中各走一步，所以持续最久的子游戏决定胜负。每个子游戏的步数：终局为 0；必胜态为 1 + 其必败后继的最大步数；必败态为 1 + 所有后继的最小步数；当且仅当最大步数为奇数时先手必胜。
classic-euclid-part = 欧几里得游戏 ({ $a }, { $b })
classic-steps = 单独看{ $won ->
        [yes] 先手必胜
       *[no] 先手必败
    }：胜方尽量拖长，败方尽快结束；它持续 { $steps } 步
classic-every-sg = 最大步数为 { $largest }，是{ $odd ->
        [yes] 奇数
       *[no] 偶数
    }：最后结束的子游戏决定胜负，所以{ $wins ->
        [yes] 先手必胜
       *[no] 先手必败
    }
classic-component-move = { $from } 变为 { $to }
classic-step-counts = 步数：{ $counts }；最大：{ $largest }
classic-theorem-ruler = Ruler 游戏（翻转以一枚正面硬币结尾的任意一段连续硬币）：每枚正面硬币是一个独立的游戏，SG 值 g(x) 为整除 x 的最大 2 的幂；一行的 SG 值是它们的异或。
classic-theorem-mock-turtles = Mock Turtles（翻转一枚正面硬币及其左边至多两枚硬币）：每枚正面硬币的 SG 值是第 x 个 odious 数 2x + [popcount(x) 为偶数]（硬币从 0 编号）；一行的 SG 值是它们的异或。
classic-theorem-turning-turtles = Turning Turtles（翻转一枚正面硬币及其左边至多一枚硬币）：位置 x 的正面硬币 SG 值为 x，所以这一行就是以正面硬币位置为堆的 Nim。
classic-head = 位于 { $at } 的正面
classic-why-ruler = g(x)：整除 x 的最大 2 的幂
classic-why-mock-turtles = g(x)：第 x 个 odious 数（二进制中 1 的个数为奇数）
classic-why-turning-turtles = g(x) = x：一枚正面硬币就是一堆 Nim
classic-turn-coin = 翻转第 { $at } 枚硬币
classic-turn-coins = 翻转硬币 { $coins }
classic-turn-run = 翻转第 { $first } 到第 { $last } 枚硬币
classic-why-corners = nim 积 { $x } ⊗ { $y }（Tartan 定理）
classic-no-move-listed = { $conclusion }（未列出必胜着法：{ $reason }）
classic-turn-corners = 翻转四个角 { $corners }
classic-theorem-corners = Turning Corners（翻转一个矩形的四个角，其离 (0, 0) 最远的角须为正面）是两个 Twins 行的乘积：由 Tartan 定理，位于 (x, y) 的正面硬币 SG 值为 nim 积 x ⊗ y，整个棋盘的 SG 值为它们的异或。
classic-theorem-grid = SG 定理：棋盘上互不影响的部分各自是独立的游戏，局面的 SG 值是它们的异或；每个部分的 SG 值由搜索求得（按棋盘对称性取标准形式）
classic-grid-part = 第 { $i } 部分：{ $part }（{ $size }）
classic-grid-known = 无需搜索即知：镜像策略，或区域小到无法再分
classic-grid-nonzero = 由搜索求得（走中心一步后的镜像策略已说明它不为 0）
classic-grid-search = 由搜索其所有后继求得
classic-grid-no-part = 没有需要计算的部分：SG 值为 0
classic-grid-one-part = 只有一个部分：SG 值为 { $value }
classic-grid-lost = SG 值为 0：先手必败（每一步都留下非 0 的值）
classic-grid-won = SG 值为 { $value }，不为 0：先手走到 SG 值为 0 的局面即可获胜，先手必胜

## 有环游戏和所用的规则（zh3：render/src/explain.rs）

sum-loopy-one = Smith 关于一个无穷分量的规则：第 { $component } 个分量为 { $value }，其余分量的 SG 值异或为 { $a }，所以和为 { $value } xor { $a } = { $sum }；{ $won ->
        [yes] 其中含 0，所以先手必胜：把第 { $component } 个分量走到 SG 值为 { $a } 的局面
       *[no] 其中不含 0，双方都无法强制取胜：平局
    }
sum-loopy-many = Smith 关于多个无穷分量的规则：有 { $n } 个分量的值为无穷，所以和为 ∞{"{"}{"}"}：将要输的一方总可以在其中一个分量里继续走下去，结果为平局

## 有向图游戏解释中的 SG 函数（mex）（zh3：render/src/explain.rs）

retro-mex-head = 这 { $positions } 个局面的 SG 函数：每个局面的 SG 值是其后继 SG 值的 mex（最小的未出现的非负整数），先算后继（SG 值为 0 的局面为先手必败态）：
retro-mex = { "  " }{ $position }：mex { $values } = { $mex }
retro-mex-more = { "  " }……另有 { $n } 个局面

## 剪纸游戏的 mex 推导（zh3：engine/src/families/contest/cutting.rs）

cutting-theorem = 剪纸游戏：剪出宽为 1 的纸条的一刀立即输掉（对手剪出 1 x 1 的小块），所以只考虑其余的剪法。一刀剪出的两块是独立的游戏：这一刀的 SG 值是两块 SG 值的异或，一张纸的 SG 值是它所有剪法的 SG 值的 mex（最小的未出现的非负整数）。
cutting-cut = 剪成 { $a } + { $b }
cutting-cut-why = { $a } 的 SG 值为 { $va }，{ $b } 的 SG 值为 { $vb }：{ $va } xor { $vb }
cutting-mex = 各剪法 SG 值 { $values } 的 mex = { $mex }

## What each game is, for `boyi list` (render/src/text.rs): `about-NAME`, NAME the game's name
## in lower case with `-` for other characters; the English is the catalog's own (a test keeps them equal).
about-file-txt = 用 boyi 文本格式写的有向图游戏（`a -> b c`、`d = loss`、`start a`）
about-file-json = 用 JSON 写的有向图游戏（{"{"}"positions": [{"{"}"name", "moves", "value"{"}"}]{"}"}）
about-file-rhai = 用 Rhai 规则脚本写的游戏：start、moves……（docs/scripts.md）
about-nim = Nim：从一堆中取任意多个（--misere：取最后一个的输）
about-bash = 巴什博弈：每次取 1 到 M 个（--misere：取最后一个的输）
about-subtraction = 每次取 k 个，k 属于集合 S，写作 1,3,4（AtCoder DP K "Stones"）
about-allbut = 取任意多个，但不能是 S 中的数
about-code = 八进制取子分堆游戏代码：0.77 Kayles，0.07 Dawson's Kayles，0.137，4.07；十六进制 0x0.8
about-kayles = Kayles（八进制游戏 0.77）：击倒一排中的一个瓶，或相邻的两个瓶
about-dawson = Dawson's Kayles（八进制游戏 0.07）：击倒一排中相邻的两个瓶
about-grundy = Grundy 游戏：把一堆分成不相等的两堆
about-lasker = Lasker's Nim：从一堆中取，或把它分成两堆
about-wythoff = 威佐夫博弈：从一堆中取，或从两堆中取同样多个
about-pie = Pie Rules（CF859C）：持有决定权标记的人按顺序分配派；双方各自的总量
about-absolute = Absolute Game（SEERC 2019）：轮流删数，Alice 使 |x - y| 最大，Bob 使它最小
about-cutting = Cutting Game（P10501）：切一张 W x H 的纸；切出 1 x 1 小块的人获胜（公平组合游戏，可用 + 求和）
about-pirates = 海盗分金：N 个海盗投票分 C 枚金币
about-staircase = 阶梯博弈（staircase Nim）：把硬币从一级台阶移到下一级；等于奇数级台阶上的 Nim
about-moore = Moore's Nim_k：一次从 1 到 K 堆中取；二进制各位之和模 K + 1
about-northcott = Northcott 游戏：每行一个白子一个黑子，各方滑动自己的棋子；等于两子间空格的 Nim
about-euclid = 欧几里得游戏：从较大的一堆中取走较小一堆的正整数倍；先遇到商 2 或以上的人获胜
about-every-sg = Every-SG（HDU 3595 "GG and MM"）：在每个还能走的欧几里得游戏中都走一步；最大的步数决定胜负
about-ruler = 尺子游戏（翻硬币）：翻转以一枚正面硬币结尾的连续一段；g(x) 为整除 x 的最大 2 的幂
about-mock-turtles = Mock Turtles：翻转一枚正面硬币及其左边至多两枚；g(x) 为恶数（odious numbers）
about-turning-turtles = Turning Turtles：翻转一枚正面硬币及其左边至多一枚；g(x) = x，即 Nim
about-corners = Turning Corners：翻转一个矩形的四个角；(x, y) 处的正面值为 nim 积 x ⊗ y
about-tictactoe = 井字棋；局面写作按行编号 1-9 的落子顺序（`519`），或 `x.o/.../...`
about-mnk = 在 M 宽 N 高的棋盘上连成 K 子（也可写 `--m M --n N --k K`）
about-connect4 = 任意大小棋盘上的四子棋（默认 7 x 6，K = 4 子连线）；局面写作依次落子的列，`4455`
about-domineering = Domineering（多米诺）：Left 竖放骨牌，Right 横放；`#` 为不能放的格
about-hackenbush = Hackenbush：Left 砍蓝边（`l`），Right 砍红边（`r`），双方都可砍绿边（`e`）；不再连到地面的部分掉落
about-toads-and-frogs = Toads and Frogs（蟾蜍与青蛙）：Left 的蟾蜍（`t`）向右移动或跳跃，Right 的青蛙（`f`）向左
about-clobber = Clobber：Left 的棋子（`x`）与 Right 的棋子（`o`）吃掉相邻的对方棋子
about-cutcake = Cutcake：Left 沿竖线切一块矩形蛋糕，Right 沿横线切
about-eatcake = Eatcake：Left 吃掉矩形的一列，Right 吃掉一行，留下两侧的部分
about-col = Col：双方给顶点染色，Left 蓝 Right 红，不能与自己的颜色相邻
about-snort = Snort：双方给顶点染色，Left 蓝 Right 红，不能与对方的颜色相邻
about-konane = Konane：Left 的棋子（`x`）与 Right 的棋子（`o`）横竖跳过对方棋子并吃掉它
about-toppling-dominoes = Toppling Dominoes（推倒多米诺）：玩家推倒自己的一块骨牌（Left `l`，Right `r`，灰色 `e` 双方都可）向左或向右，那一侧其后的全部倒下
about-ski-jumps = Ski Jumps（跳台滑雪）：Left 的滑雪者（`L`，跳过后为 `l`）向右滑，Right 的（`R`、`r`）向左，并可跳过正下方的滑雪者
about-amazons = 小棋盘上的亚马逊棋：Left（`x`）与 Right（`o`）的皇后移动后射出一支箭（`#`）
about-partizan-subtraction = 非公平减法游戏：Left 从堆中取她集合中的数，Right 取他集合中的数
about-cram = Cram：双方轮流用一块骨牌盖住两个相邻的空格；不能走的人输
about-node-kayles = Node-Kayles：双方轮流取走一个顶点，它的邻点随之移除；不能走的人输
about-arc-kayles = Arc-Kayles：双方轮流取走一条边，它的两个端点随之移除；不能走的人输
about-impartial-clobber = 公平 Clobber：玩家把任一颜色的棋子移到相邻的异色棋子上，后者被移除；不能走的人输
about-cannibal-clobber = 公平 Cannibal Clobber：玩家把任意棋子移到相邻的任意棋子上，后者被移除；不能走的人输
about-nogo = 公平 NoGo（不围棋）：玩家在空点放任一颜色的棋子，使每块棋都保有气（不能提子，不能自杀）；不能走的人输
about-chomp = Chomp（吃巧克力）：一块左下角有毒的巧克力；玩家取一格及其右上方的全部格子，但不能取有毒的那格；不能走的人（只剩毒格）输

## serde_json's reasons for malformed JSON (engine/src/said/json.rs), inside a file's or request's frame
json-at = 第 { $line } 行第 { $column } 列：{ $why }
json-eof-list = 文本在列表中途结束（缺少 `]`）
json-eof-object = 文本在对象中途结束（缺少 `{"}"}`）
json-eof-string = 文本在字符串中途结束（缺少 `"`）
json-eof-value = 文本在应有值的地方结束
json-expected-colon = 应为 `:`
json-expected-comma-or-bracket = 应为 `,` 或 `]`
json-expected-comma-or-brace = 应为 `,` 或 `{"}"}`
json-expected-ident = 应为标识符 `true`、`false` 或 `null`
json-expected-value = 应为一个值
json-expected-quote = 应为 `"`（键要用双引号括起来）
json-invalid-escape = 字符串中有无效的转义
json-invalid-number = 无效的数
json-number-out-of-range = 数超出范围
json-invalid-unicode = 无效的 Unicode 码位
json-lone-surrogate = `\u` 转义中有孤立的前导代理项
json-short-hex-escape = `\u` 转义在四位十六进制数字之前结束
json-control-character = 字符串中有控制字符（U+0000 到 U+001F）
json-key-not-string = 键必须是字符串
json-trailing-comma = 多余的逗号
json-trailing-characters = JSON 值之后还有多余的文本
json-too-deep = 嵌套太深
json-missing-field = 缺少字段 `{ $field }`
json-unknown-field = 未知字段 `{ $field }`
json-unknown-field-known = 未知字段 `{ $field }`；已知的字段：{ $known }
json-duplicate-field = 字段 `{ $field }` 给出了两次
json-invalid-type = 此处是 { $found }，应为 { $expected }

## boyi-core's limits and faults (engine/src/lower/core.rs), after `error-core-too-large`'s frame
limit-graph = { $positions } 个局面和 { $moves } 个走法；内存中的图每种至多容纳 { $max } 个
limit-explored = 局面或走法超过 { $max } 个
limit-retrograde-positions = { $count } 个局面；逆向分析至多容纳 { $max } 个
limit-retrograde-moves = { $count } 个走法；逆向分析至多容纳 { $max } 个
limit-remoteness = 步数超过 2^30
limit-loopy-nimber = 有环 SG 值超出了可表示的范围
limit-nim-value = SG 值超过 2^32
at-final-value-sg = 它本身带有终局值，而 SG 值只对正常规则下的公平游戏有定义
at-final-value-steps = 它本身带有终局值，而步数只对正常规则下的公平游戏有定义
at-final-value-genus = 它本身带有终局值，而反常值与 genus 只对无着可走时结束的公平游戏有定义
at-no-score = 它既没有走法也没有终局分数；计分游戏的每个终局都需要分数
at-endless-score = 计分游戏有一个经过它的环：对局可能永不结束，而无限进行没有分数（可以把无限进行记为 0 分的平局、限定搜索深度，或去掉这个环）
at-score-range = 它的值 { $value } 超出 ±2^60，即计分游戏值的范围
at-cycle = 游戏有一个经过它的环
unsupported-points-on-cycle = 计分游戏有环，且有得分的着法：能反复得分的环没有有限的值
unsupported-no-periodicity-theorem = 周期性定理不适用于 { $game }
unsupported-as-scoring = 作为计分游戏（有终局值是分数）：{ $why }
limit-score = 终局分数 { $score } 超出 ±2^60，即计分游戏值的范围
limit-nimber = nimber *{ $nimber }（nimber 至多为 *2^32）
limit-dyadic = 数 { $numerator }/2^{ $exponent }
limit-value-range = 值中的数超出了 boyi-cgt 的范围（分母至多 2^58，绝对值至多 2^60）
limit-moves = { $moves } 个走法
limit-parts = 独立部分超过 2^32 个
invalid-no-start = 游戏无效：没有初始局面
invalid-no-final-score = 游戏无效：有局面既没有走法也没有终局分数；计分游戏的每个终局都需要分数
invalid-offsets-count = 游戏无效：偏移量必须有 n + 1 项
invalid-offsets-order = 游戏无效：偏移量必须从 0 开始、不减，并以走法总数结束
invalid-not-short = 游戏无效：某个局面在一条对局路线上重复出现，所以游戏不是短游戏（boyi-cgt 只计算短游戏的值）
invalid-heap-grows = 游戏无效：堆 { $from } 走到了堆 { $to }；堆的走法必须使堆变小
invalid-search-bug = 搜索无故停止（这是 boyi 的缺陷：请报告）

## A database's, a book's and a lock's failures (engine/src/lower/store.rs)
lock-guards-database = { $dir } 中的数据库
lock-guards-book = { $dir } 中的开局库
lock-guards-checkpoint = 检查点 { $file }
lock-held = { $what } 正被 { $holder } 使用（它持有锁 { $path }）；请等它结束或停止它，再重试
lock-held-by-another = { $what } 正被另一个进程使用（它持有锁 { $path }）；请等它结束或停止它，再重试
lock-cannot-lock = 无法锁定 { $path }：{ $why }
db-io = { $path }：{ $why }
db-missing = { $dir } 中没有数据库（没有 manifest.json）；请先用 `boyi solve ... --db { $dir }` 求解该游戏
db-corrupt = { $path } 已损坏：{ $why }；请加 `--resume` 再次求解以重建损坏的层
db-mismatch = { $dir } 中是 { $found } 的数据库，而不是 { $wanted } 的；请换一个 --db 目录
db-incomplete = { $dir } 中的数据库尚未完成（缺少第 { $tier } 层）；请用 `boyi solve ... --db { $dir } --resume` 继续
db-busy = { $dir } 中的数据库正由 { $holder } 求解；等那次求解结束后再问
db-unfinished = { $dir } 中有这个游戏未完成的求解；请加 --resume 继续，或删除该目录重新开始
db-unreachable = 从游戏的初始局面无法到达这个局面，所以数据库中没有它的值
db-too-large = 求解这个游戏需要约 { $need } MiB 来存放一层及其子层的表，超过允许的 { $limit } MiB（--memory）；对这台机器上的这种设计来说太大了
db-contract = 游戏的层或编号不一致：{ $why }
db-cluster = 分布式求解：{ $why }
checkpoint-older = 这是旧版 boyi 的检查点，没有校验和：请不加 --resume 重新计算该序列
checkpoint-header = 不是 boyi 的序列检查点（文件头不对）
checkpoint-truncated = 不是 boyi 的序列检查点（被截断）
checkpoint-checksum = 不是 boyi 的序列检查点（损坏或被截断：校验和不符）
checkpoint-name-too-long = 不是 boyi 的序列检查点（游戏名太长）
checkpoint-name = 不是 boyi 的序列检查点（游戏名不是 UTF-8）
checkpoint-method = 不是 boyi 的序列检查点（计算方法不对）
checkpoint-width = 不是 boyi 的序列检查点（值的宽度不对）
checkpoint-count = 不是 boyi 的序列检查点（值的个数不对）
quotient-too-large = { $game } 的反常商在堆 { $heap } 处超出了上限（{ $elements } 个元素；上限：候选中 { $candidate } 个，商中 { $order } 个，验证中 { $states } 对）；到堆 { $complete } 为止的部分商是完整的
quotient-not-covered = 堆 { $heap } 超出了 { $game } 的商：商只算到堆 { $computed }，且没有证明它已完整；请算得更远，或用更小的堆

## What each parameter means (engine: `ParamInfo::about`; render/src/text.rs `param_about`):
## `param-about-NAME`, found by its English words, which a test keeps equal to the games' own.
param-about-alice-numbers = Alice 的数，如 2,14,7
param-about-chomp-models = Beling 的两种图形模型：各行的长度，或它的轮廓线（边界的台阶）；两者的值相同
param-about-bob-numbers = Bob 的数，如 1,8,20
param-about-left-set = Left 的减法集合，如 1,3
param-about-right-set = Right 的减法集合，如 2,3
param-about-hackenbush-string = CGSuite 的 Hackenbush 字符串：`lrl`、`l(l;rl)`、`:{"{"}g{"}"}eee:{"{"}g{"}"}`
param-about-snort-graph = CGSuite 图字符串，写未着色的顶点，每个为 `L`（与蓝色相邻）、`R`（与红色相邻）或 `.`：`.-.-L`
param-about-col-graph = CGSuite 图字符串，写未着色的顶点，每个为 `L`、`R` 或 `.`：`.-.-.`
param-about-clobber-board = 由 `x`、`o` 和 `.` 组成的棋盘，各行用 `|` 连接（`xoxo|oxox`），或尺寸 WxH 表示棋盘格交错的满盘
param-about-nogo-board = 由 `x`、`o` 和 `.` 组成的棋盘，各行用 `|` 连接，或尺寸 WxH 表示空棋盘
param-about-stones-board = 由棋子（`x` 或 `o`，颜色无关）和 `.` 组成的棋盘，各行用 `|` 连接，或尺寸 WxH 表示摆满棋子
param-about-kayles-graph = 网格 WxH、棋盘 `...|.#.`、`path N`（路径）、`cycle N`（环），或边 `edges 0-1,1-2`（顶点从 0 编号）
param-about-grid-dots = 网格，各行用 `|` 连接：`....|....`
param-about-grid-ox = 网格，各行用 `|` 连接：`..ox`
param-about-grid-lr = 网格，各行用 `|` 连接：`L....|....R`
param-about-grid-xo-rows = 网格，各行用 `|` 连接：`x...|o...`
param-about-grid-xox = 网格，各行用 `|` 连接：`xox|ox.`
param-about-script-position = 用脚本语法写的局面，如 `[3, 4]`（默认：初始局面）
param-about-position-name = 局面的名字（默认：初始局面）
param-about-row = 一行：`lrrl`
param-about-chomp-board = 尺寸 WxH（W 列、H 行）表示整块巧克力，或从有毒的最底行往上各行的长度，每行不长于下面一行：`4,4,2`
param-about-cram-board = 尺寸 WxH（W 列、H 行）或棋盘，各行用 `|` 连接，`.` 为空格，`#` 为堵住的格：`...|.#.|...`
param-about-strip = 一条格子带：`tt..ff`
param-about-ttt-cells = 已下的格子，按行编号 1-9，或棋盘图 `x.o/.../...`
param-about-mnk-cells = 已下的格子，或棋盘图
param-about-coins = 硬币数
param-about-columns = 列数
param-about-component-heaps = 每个分量的两堆，逐个分量写出
param-about-northcott-rows = 每行白子和黑子所在的列，逐行写出
param-about-sequence-rows = 用于 `sequence`：棋盘 W x 1、W x 2……（不给时，`sequence` 列出每个 w x h 的表）
param-about-pirate-mercy = 海盗在无差别时如何投票：kill（投反对）或 spare（投赞成）
param-about-pirates = 海盗数
param-about-rectangles = 矩形 行数x列数，用逗号连接：`3x4,2x2`
param-about-rectangle = 矩形 行数x列数，用逗号连接：`3x4`
param-about-rows = 行数
param-about-k-in-a-row = 连成一线取胜所需的子数
param-about-allbut-set = 一次不能取的数目，如 2,5
param-about-subtraction-set = 一次可以取的数目，如 1,3,4
param-about-board-height = 棋盘的高
param-about-board-width = 棋盘的宽
param-about-staircase-coins = 第 1、2……级台阶上的硬币数
param-about-heads-from-0 = 正面朝上的硬币，从 0 编号
param-about-heads-from-1 = 正面朝上的硬币，从 1 编号
param-about-connect4-columns = 依次落子的列，从 1 编号（`4455`）
param-about-first-heap = 第一堆
param-about-graph-file = 有向图游戏文件
param-about-turning-corners-heads = 正面朝上硬币的列和行，每枚写 x y
param-about-heaps = 各堆的大小
param-about-heaps-or-file = 各堆的大小（`@FILE` 从文件读取）
param-about-heap = 堆的大小
param-about-moore-k = 一次最多从几堆中取
param-about-bash-m = 一次最多取几个
param-about-code = 八进制或十六进制代码
param-about-script = 规则脚本
param-about-script-params = 脚本的参数（脚本中的 `param("n", 10)`）
param-about-second-heap = 第二堆
param-about-pirate-share = 提案通过所需的票数比例，至少 P/Q（写 > 表示多于）：1/2、>1/2、2/3……
param-about-sheet-height = 纸的高
param-about-sheet-width = 纸的宽
param-about-pie-slices = 各块按分发顺序的大小
param-about-pirate-pays = 在同样便宜的投票者中，提议者付给谁

## A verb's own options in `--help` (cli/src/help/mod.rs): `help-arg-VERB-OPTION`; the English is
## clap's, from the doc comments in cli/src/args.rs (a test keeps them equal).
help-arg-solve-game = 游戏：见下方的 GAME；用 `+` 把游戏连成和
help-arg-sequence-game = 游戏，不写变化的那个参数：见下方的 GAME
help-arg-play-game = 游戏及起始局面：见下方的 GAME
help-arg-query-game = 游戏，然后是局面
help-arg-explain-game = 游戏及其局面：见下方的 GAME
help-arg-strategy-game = 游戏及其局面：见下方的 GAME
help-arg-quotient-game = 游戏，不写堆的大小：见下方的 GAME
help-arg-check-strategy-game = 策略文件
help-arg-book-game = 游戏
help-arg-count-game = 游戏
help-arg-serve-game = 页面首先打开的游戏（可省略）：见下方的 GAME
help-arg-value-game = 值（多个词会连起来：`boyi value 1 + ^`）
help-arg-nimber-game = 运算及其运算数（不写时从标准输入读入要算的乘积）
help-arg-judge-game = 题目所属的游戏类别：见下方
help-arg-solve-dot = 把有向图游戏写成 Graphviz DOT，局面按结论着色（有向图文件、规则脚本、Rust 类型的游戏）
help-arg-solve-all = 报告每个局面，而不只是起始局面
help-arg-solve-resume = 从已完成的层继续一次中断的棋盘游戏求解
help-arg-solve-db = 棋盘游戏数据库写到哪里（默认：$XDG_CACHE_HOME/boyi/boards/GAME-VARIANT，通常在 ~/.cache 下）
help-arg-solve-endless = 计分游戏中无尽对局记多少分：`zero`（同平局）或 `refuse`（拒绝）
help-arg-solve-method = 棋盘游戏怎样求解：`tablebase`（每个局面写入数据库）或 `search`（从该局面精确搜索；数据库过大时的默认）
help-arg-sequence-upto = 计算参数 0..=N 的值
help-arg-sequence-param = 变化的参数（规则脚本；默认：声明的第一个）；写两个如 `a,b`，得到二者的表
help-arg-sequence-format = 输出格式：`text`、`csv`、`json`（报告），或可直接粘贴进题解的数组字面量（打表）：`cpp`、`python`、`rust`
help-arg-sequence-check = 用每个值检验一条猜想的规律：关于 n 的条件（两个参数时为 x、y）描述必败态（`n % 4 == 0`），或整数表达式描述值（`n % 3`）。回答“对 n ≤ N 成立”（或“已证明”），或给出第一个反例及两边的值（这是回答而不是错误：退出码为 0；`--json` 中作为数据给出）
help-arg-sequence-output = 把值写入此文件而不是标准输出（检查点放在旁边，FILE.ckpt）
help-arg-sequence-plot = 把值画成图（SVG）
help-arg-sequence-method = 取石子游戏的值怎样计算：`sparse`（默认）或 `naive`
help-arg-sequence-resume = 从检查点继续一次中断的计算
help-arg-sequence-at = 只回答一个堆大小处的值（有已证明的周期时用它）
help-arg-play-first = 谁先走：`me`（默认，你）或 `boyi`
help-arg-play-db = 对弈所用的棋盘数据库（棋盘游戏；没有时先求解）
help-arg-play-endless = 计分游戏中无尽对局记多少分：`zero`（同平局）或 `refuse`（拒绝）
help-arg-play-method = 棋盘游戏怎样回答：`tablebase` 或 `search`
help-arg-query-db = 要读取的已求解数据库（棋盘游戏）
help-arg-query-endless = 计分游戏中无尽对局记多少分：`zero`（同平局）或 `refuse`（拒绝）
help-arg-query-method = 棋盘游戏怎样回答：`tablebase`（它的数据库）或 `search`（搜索）
help-arg-explain-dot = 把逆向推导的各轮写成 Graphviz DOT（有向图游戏与规则脚本）
help-arg-explain-endless = 计分游戏中无尽对局记多少分：`zero`（同平局）或 `refuse`（拒绝）
help-arg-strategy-output = 把策略写入此文件而不是标准输出
help-arg-quotient-upto = 至少计算到堆 N（默认 300）；周期性定理证明商完整时提前停止，否则为到 N 的部分商
help-arg-book-plies = 到这么多步为止的每个局面
help-arg-book-resume = 继续一个中断的开局库，或加深一个已完成的
help-arg-count-plies = 数到这么多步为止（默认：到游戏结束）
help-arg-serve-port = 监听的端口
help-arg-serve-host = 监听的地址（默认 127.0.0.1；其他地址让别的机器也能访问）
help-arg-serve-db = 回答棋盘游戏所用的已求解数据库
help-arg-value-compare = 与这个值比较（=、<、> 或不可比较）
help-arg-value-thermograph = 把该值的热图（thermograph）画进这个文件（SVG）
help-arg-judge-words = 先手必胜与先手必败时输出的词，如 `Yes,No`

# Issue 29: the engine names `value`'s comparison option as each front end does.
error-compare-twice = `{ $expression }` 已经含有比较：{ $compare } 与表达式中的比较只能给一个

## lower crates' reasons
# 议题 27：boyi-script 拒绝规则脚本的理由，在那里分类，在这里措辞。
script-no-start = 规则脚本必须定义返回起点局面的 `fn start()`（或返回起点列表的 `fn starts()`）
script-start-takes-parameters = `start` 不能带参数（它带了 { $n } 个）；参数请在脚本开头用 `const` 配合 `param("name", default)` 读取
script-takes-no-parameters = `{ $hook }` 不能带参数（它带了 { $n } 个）
script-takes-one-parameter = `{ $hook }` 必须恰好带一个参数，即局面（它带了 { $n } 个）
script-moves-of-both-kinds = 脚本同时定义了 `moves` 和 `left_moves`/`right_moves`：公平游戏的着法是 `moves(pos)`，党派游戏的着法是 `left_moves(pos)` 和 `right_moves(pos)`；请只保留一种
script-left-without-right = 脚本定义了 `left_moves` 却没有定义 `right_moves`：党派游戏两者都需要（Right 无着可走时返回 []）
script-right-without-left = 脚本定义了 `right_moves` 却没有定义 `left_moves`：党派游戏两者都需要（Left 无着可走时返回 []）
script-no-moves = 规则脚本必须定义 `fn moves(pos)`，返回一步能到达的局面列表（党派游戏则定义 `fn left_moves(pos)` 和 `fn right_moves(pos)`）
script-partizan-turn = 党派脚本（带 `left_moves` 和 `right_moves`）不能定义 `turn`：轮到谁走，由所求的是谁的着法决定
script-partizan-terminal = 党派脚本（带 `left_moves` 和 `right_moves`）不能定义 `terminal`：党派游戏一直下到底，无着可走的一方负
script-partizan-misere = 党派脚本（带 `left_moves` 和 `right_moves`）在正常规则下求值：请删去 `const MISERE = true;`
script-partizan-not-explored = 这个脚本是党派游戏（`left_moves` 和 `right_moves`）：它在康威的组合博弈代数中求值，不当作双方着法相同的游戏来探索
script-canonical-without-split = 脚本定义了 `canonical` 却没有定义 `split`：`canonical(part)` 为 `split(pos)` 返回的部分命名（请定义 `split`，或删去 `canonical`）
script-misere-not-bool = `MISERE` 必须是 true 或 false，而不是 `{ $value }`
script-part-has-final-value = 部分 { $part } 有终局值，但带 `split` 的脚本必须是正常规则下的公平游戏（`terminal` 除了空值之外不能给出别的值）
script-split-one-start = 带 `split` 的脚本必须恰好有一个起点（`start()`）
script-no-start-for = { $param } = { $n } 时 `starts()` 没有返回任何局面
script-declared-no-board = 声明了 `pieces()` 的脚本必须定义 `fn board()`，返回棋盘的图样（"....|.##.|...."，或 rect(w, h)）
script-declared-derives = 脚本声明的是放置游戏（`board()` 与 `pieces()`），boyi 会自行推出它的起点、着法与各部分：请删去 `{ $hook }`（或删去 `pieces`，亲手写出规则）
script-board = board()：{ $why }
script-piece = pieces()：第 { $number } 块（{ $item }）{ $why }
script-pieces = pieces()：{ $why }
script-piece-no-cells = 没有 `cells`
script-piece-turns = 的 turns 是 `{ $turns }`：应为 "all"、"rotations"、"half"、"mirror" 或 "none"
script-piece-key = 有 `{ $key }`：一块只有 `cells` 和 `turns`
script-piece-not-cells = 不是格子 [行, 列] 的数组
script-piece-cell = 有格子 `{ $cell }`：格子写作 [行, 列]，各为 0 到 63
script-unknown-parameter-none = 脚本没有参数 `{ $name }`（它没有声明任何参数；参数这样声明：`const N = param("n", 10);`）
script-unknown-parameter = 脚本没有参数 `{ $name }`；它的参数有：{ $known }
script-no-parameter = 脚本没有参数 `{ $name }`
script-unreadable-position = 无法读取局面 `{ $text }`：{ $why }
script-not-a-position = `{ $text }` 不是局面：{ $why }
script-position-cannot-be = 局面不能是{ $found }
script-position-cannot-contain = 局面不能包含{ $found }（在 { $path } 处）
script-type-float = 浮点数（{ $rhai_type }）
script-type-other = { $rhai_type } 类型的值
script-found-nothing = ()（空值：是不是缺了 `return` 或最后的表达式？）
script-found-string = 字符串 { $text }
script-found-value = { $rhai_type } `{ $shown }`
script-found-position = { $position }
script-found-element = 第 { $index } 个元素为 { $of } 的数组
script-expected-positions = 它必须返回局面的数组
script-expected-terminal = 它必须在对局继续时返回 ()，在终局时对轮到走的一方返回 "win"、"loss" 或 "draw"，或者返回整数得分
script-expected-board-picture = 它必须返回棋盘的图样，如 "....|.##.|...."（或 rect(w, h)）
script-expected-pieces = 它必须返回块的数组，每块是其格子 [行, 列] 的数组，或者形如 #{"{"}cells: [...], turns: "rotations"{"}"} 的映射
script-expected-placement-position = 声明的放置游戏的局面是其空格的图样，如 "..#|..."
script-draw-kind = `draw` 必须返回字符串、堆大小的数组、行（字符串）的数组，或 #{"{"}grid: rows, gravity: true{"}"}
script-draw-no-grid = { $kinds }：这个映射没有 `grid`
script-draw-key = { $kinds }：`{ $key }` 不是图的组成部分
script-draw-grid-not-array = { $kinds }：`grid` 不是数组
script-draw-gravity = `gravity` 必须是 true 或 false，而不是 { $found }
script-draw-cell = 棋盘第 { $row } 行有 { $cell }：格子是 `.`（空）、`x` 或 `o`
script-draw-ragged = 棋盘每行都必须与第一行一样长：第 { $row } 行长 { $len }，第 0 行长 { $first }
script-draw-cells = 棋盘有 1 到 { $most } 格，这块有 { $cells } 格
script-draw-heap = 第 { $index } 堆是 { $found }：堆大小是从 0 起的整数
# boyi-games 拒绝的棋盘图样（`ShapeError`）。
shape-size = 不支持 { $width } x { $height } 格的网格：盒子必须有 1 到 64 格
shape-ragged = 第 { $row } 行有 { $found } 格，而第 1 行有 { $expected } 格（行以 '|' 或换行分隔）
shape-character = 第 { $row } 行第 { $column } 列出现意外的 { $found }：应为 { $allowed } 之一
shape-not-a-size = `{ $text }` 不是尺寸 WxH（如 `5x6`），而棋盘的图里没有数字
shape-chomp-empty = Chomp 图需要至少 1 格的底行
shape-chomp-growing = Chomp 图的行不能向上变长：第 { $row } 行有 { $len } 格，它下面一行只有 { $below } 格
shape-chomp-rows = Chomp 的行模型至多容纳 16 行、每行至多 255 格，而这里是 { $rows } 行、底行 { $bottom } 格；它的轮廓模型容纳底行长度与高度之和不超过 63 的图
shape-chomp-skyline = Chomp 的轮廓模型容纳底行长度与高度之和不超过 63 的图，而这里是 { $bottom } + { $rows }
shape-graph-size = { $vertices } 个顶点的图：至多支持 { $most } 个
shape-edge-outside = 边 { $a }-{ $b } 提到了 0..{ $vertices } 之外的顶点
shape-edge-loop = 边 { $a }-{ $b } 是自环
shape-edge-twice = 边 { $a }-{ $b } 给了两次
shape-not-an-edge = `{ $item }` 不是由顶点编号写成的边 `a-b`（也不是单独的顶点）
shape-short-cycle = 环至少需要 3 个顶点，而不是 { $vertices } 个
shape-no-liberty = 棋盘 { $board } 上有一块棋子没有气
shape-stone-clash = 有一格同时放着黑子和白子
shape-no-pieces = 放置游戏至少需要一种棋子
shape-piece-too-large = 最小的棋子占 { $width } x { $height } 格：放不进任何不超过 64 格的棋盘
shape-piece-empty = 第 { $piece } 种棋子没有格子
shape-piece-outside = 第 { $piece } 种棋子放不进 64 x 64 的盒子
shape-piece-disconnected = 第 { $piece } 种棋子不连通：它的格子必须由边相连（多格骨牌）
# boyi-format 在游戏图文件中发现的问题（`Malformed`）。
graph-defined-twice = 局面 `{ $name }` 定义了两次；每个局面只定义一次（把它的所有着法写在同一行）
graph-too-many-positions = 局面超过 { $most } 个：超出内存中的图所能容纳的
graph-too-many-moves = 着法超过 { $most } 个：内存中的图容纳不下
graph-read-so-far-too-large = 已读入的图约需 { $mib } MiB，超过了 { $budget } MiB 的内存预算（用 --memory 提高预算）
graph-too-large = 这张有 { $positions } 个局面、{ $moves } 个着法的图约需 { $mib } MiB，超过了 { $budget } MiB 的内存预算（用 --memory 提高预算）
graph-line-too-long = 某一行比 { $budget } MiB 的内存预算所能容纳的还长（用 --memory 提高预算）
graph-empty-but-start = 起点 `{ $name }` 没有在任何地方定义：图是空的；请定义它的局面，如 `{ $name } -> b` 和 `b ->`
graph-empty = 图是空的：请至少定义一个局面，如 `a -> b` 和 `b ->`
graph-unknown-move = 着法走到了未知局面 `{ $name }`；每个局面都必须定义（没有着法的局面写作 `{ $name } ->`）
graph-unknown-start = 起点局面 `{ $name }` 没有定义
graph-unreadable = 无法读取文件：{ $why }
graph-not-utf8 = 不是 UTF-8 文本（第 { $byte } 字节不是有效的 UTF-8）
graph-name-first = `{ $token }` 之前应当是局面名
graph-among-moves = 着法之中出现意外的 `{ $token }`；每行只写一个定义
graph-start-needs-name = `start` 至少需要一个局面名
graph-convention-twice = 规则已在第 { $line } 行设定
graph-convention-expected = 应为 `convention normal` 或 `convention misere`
graph-after-convention = 规则之后出现意外的 `{ $token }`
graph-unrecognized = 无法读取 `{ $line }`：应为 `NAME -> MOVES...`、`NAME = win|loss|draw|score N`、`start NAME` 或 `convention normal|misere`
graph-final-value-expected = `=` 之后应为终局值：`win`、`loss`、`draw` 或 `score N`（N 为整数）
graph-score-expected = `score` 之后应为整数得分（从 -2^63 到 2^63-1）
graph-after-final-value = 终局值之后出现意外的 `{ $token }`
graph-json-position = 第 { $number } 个局面：{ $why }
graph-moves-and-final-value = 第 { $number } 个局面（`{ $name }`）既有着法又有终局值；有终局值意味着对局在此结束
graph-not-text-name = 局面 `{ $name }` 无法写成文本格式：那里的名字是一个词，不含空格、`,`、`#`、`=` 或 `->`（请改写成 JSON）
# boyi-cgt 读不懂的 CGSuite 记法的值（`Unreadable`）。
cgt-at = 第 { $at } 个字符处：{ $why }
cgt-text-after = 值之后有多余的文字
cgt-out-of-range = 数超出 boyi-cgt 的范围（分母至多 2^58，绝对值至多 2^60）
cgt-expected = 应为 `{ $token }`
cgt-nested-too-deeply = 嵌套太深
cgt-bare-list = 不带 `|` 的花括号只能在 `+-` 之后列出选项；游戏写作 {"{"}L|R{"}"}
cgt-not-a-value = 应为一个值：数、*、^、v、{"{"}L|R{"}"}、+-G、Tiny(G) 或 Miny(G)
cgt-end = 应为一个值，却到了结尾
cgt-expected-count = 应为{ $what }
cgt-count-too-large = { $what } { $digits } 太大
cgt-count-power-of-up = 上的幂次
cgt-count-ups = 上的个数
cgt-count-nimber = nim 数
cgt-number-syntax = `{ $text }` 不是数（写整数，或 n/2^k，如 3/8）
cgt-number-not-dyadic = `{ $text }` 不是二进分数：分母必须是 2 的幂
cgt-number-too-large = `{ $text }` 太大（分子至多 2^62，分母至多 2^60）
cgt-power-of-up = 上的幂次从 1 编号到 { $most }
cgt-ups-twice = 请写 ^^ 或 ^2，不要同时写
cgt-empty-literal = 应为一个值
cgt-unclosed = 这个 `{"{"}` 没有闭合
cgt-no-bar = Left 与 Right 的选项之间应有 `|`
cgt-ambiguous-bars = 同一层有两段 { $bars } 条竖线：请加花括号说明每个游戏属于哪一边
cgt-no-separator = 选项之间应有 `,` 或 `|`
cgt-no-option = 应为一个选项
cgt-trailing-comma = `,` 之后没有选项
# 策略检查器（boyi-check）拒绝策略的理由（`Rejection`；id 是它自己的）。
check-over-budget = 检查这个策略需要超过内存预算的内存（用 --memory 提高预算）
check-cycle = 有环：对手可以把对局带回 { $at }（路线 { $line }），对局可以不终止，输家得以逃脱
check-ends-lost = 路线 { $line } 结束时轮到胜方走，而胜方必败
check-ends-not-won = 路线 { $line } 结束时轮到胜方走，而胜方没有赢（平局或得分）
check-no-reply = 在 { $at } 没有应着，而对手可以走到那里（路线 { $line }）
check-illegal-reply = 在 { $at } 的应着走到 { $to }，这不是合法着法（路线 { $line }）
check-not-lost = 在 { $at } 的应着走到 { $to }，轮到走的对手在那里并非必败（路线 { $line }）
check-no-field = 策略没有 `{ $name }`
check-bad-field = `{ $name }` 不是{ $what }
check-field-numbers = 数的列表
check-field-path = 路径
check-field-number = 数
check-field-pairs = 顶点对的列表
check-field-list = 列表
check-file-too-large = { $path } 大于 { $kib } KiB，检查它所需的内存超过 { $budget } MiB 的内存预算（用 --memory 提高预算）
check-not-utf8 = { $path }：不是 UTF-8 文本（第 { $byte } 字节不是有效的 UTF-8）
check-unreadable = 无法读取 { $path }：{ $why }
check-game-file-unreadable = 无法读取游戏文件 { $file }：{ $why }
check-in-game-file = { $file }：{ $why }
check-unknown-board-game = 检查器不认识棋盘游戏 `{ $name }`（它认识 cram、node-kayles、impartial-clobber、cannibal-clobber 和 nogo）
check-start-not-board = 起点不是棋盘（棋盘是以 `|` 连接各行的图样）
check-block-without-liberty = 起点 `{ $start }` 有一块棋没有气
check-not-kayles = `game` 既不是 node-kayles 也不是 arc-kayles
check-unknown-kind = 检查器不认识 `{ $kind }` 类的规则（它认识 nim、subtraction、graph、board 和 kayles）
check-strategy-too-large = 检查 { $kib } KiB 的策略约需 { $mib } MiB，超过 { $budget } MiB 的内存预算（用 --memory 提高预算）
check-not-json = 不是 JSON：{ $why }
check-not-a-strategy = 不是 boyi 的策略（`format` 不是 `boyi-strategy`）
check-other-version = 另一个版本的策略（这个检查器读取版本 1）
check-no-label = 策略没有 `game`（它是哪个游戏的策略）
check-two-replies = 在 { $at } 有两个不同的应着：走到 { $first } 和走到 { $second }
check-thread-start = 无法启动检查器的线程：{ $why }
check-failed = 检查器出错
check-too-long = 有一条路线长 { $longest } 步，超过了声明的步数 { $stated }
check-at-line = 第 { $line } 行
check-at-position = 第 { $number } 个局面（`{ $name }`）
check-defined-twice = { $at }：`{ $name }` 定义了两次
check-score-not-integer = { $at }：得分 `{ $score }` 不是从 -2^63 到 2^63-1 的整数
check-not-a-final-value = { $at }：`{ $value }` 不是终局值
check-unknown-convention = 第 { $line } 行：未知的规则 `{ $word }`
check-cannot-read = 第 { $line } 行：无法读取 `{ $text }`
check-no-positions = 没有 `positions` 列表
check-no-name = 第 { $index } 个局面没有名字
check-move-not-name = `{ $name }`：有一个着法不是名字
check-never-defined = `{ $name }` 被走到却从未定义
check-not-a-name = `{ $value }` 不是局面名
check-no-such-position = 图中没有局面 `{ $name }`
check-not-heaps = `{ $value }` 不是堆大小的列表
check-ragged = 棋盘 `{ $board }` 各行长度不同
check-not-a-cell = 棋盘 `{ $board }` 中有 `{ $cell }`，它不是这个游戏的格子
check-not-a-board = `{ $value }` 不是棋盘（棋盘是以 `|` 连接各行的图样）
check-other-size = 棋盘 `{ $board }` 是 { $w }x{ $h }，而起点是 { $sw }x{ $sh }
check-bad-edge = 边 { $a }-{ $b } 不是 { $vertices } 个顶点的图中的边
check-not-vertices = `{ $value }` 不是顶点的列表
check-not-a-vertex-set = `{ $value }` 不是 { $vertices } 个顶点的图的顶点集合
check-open-quote = 标签 `{ $label }` 有未闭合的引号
check-mislabelled = 策略的标签是 `{ $label }`，但{ $why }
check-label-not-a-heap = 策略的标签 `{ $label }`：`{ $word }` 不是堆大小
check-label-not-vertices = `{ $word }` 不是顶点数
check-label-not-a-graph = `{ $words }` 不是图
check-misere-play = 反常规则
check-normal-play = 正常规则
check-label-nim-rules = 它的规则是 Nim 的
check-label-nim-play = 它的规则是{ $play }下的 Nim
check-label-no-heaps = 它的起点没有堆
check-label-heaps = 它的起点是 { $heaps }
check-label-normal-play = 它的规则在正常规则下
check-label-graph-rules = 它的规则是游戏图 { $file }
check-label-graph-play = 它的规则是{ $play }下的 { $file }
check-label-start = 它的起点是 `{ $start }`
check-label-vertices = 它的起点是 { $start }
check-label-game-rules = 它的规则是 { $game } 的
check-label-other-graph = 它的图是另一张
# boyi-games 的竞赛题求解器拒绝的情形（`PieError`、`AbsoluteError`、`PiratesError`、`SheetError`）。
pie-too-many = { $slices } 块太多了（至多 { $most } 块）
pie-slice-too-large = 第 { $index } 块的大小是 { $size }；支持的大小至多为 { $most }
absolute-lengths = 两个序列必须等长且非空（a 有 { $a } 个数，b 有 { $b } 个）
absolute-too-long = { $n } 个数的序列对穷举搜索来说太长了（至多 { $most } 个）；闭式解可以回答任意长度
absolute-out-of-range = 数 { $x } 超出范围（|x| ≤ 2^40）
pirates-count = 海盗人数必须在 1 到 { $most } 之间，而不是 { $n }
pirates-threshold = 门槛 `{ $threshold }` 不对：请写成票数的分数，如 1/2（至少一半）、>1/2（超过一半）或 2/3，在 0 与 1 之间
cutting-too-thin = { $w } × { $h } 的纸无法开局：两边都必须至少为 2（从 1 × k 的纸条上，轮到走的一方立刻能切下 1 × 1 的小块，而 1 × 1 的小块无法再切）
cutting-too-large = { $w } × { $h } 的纸太大：支持的边长至多为 { $most }
script-not-name-value = `{ $token }`：规则脚本的参数写作 name=value，如 n=10
# 引擎自己对游戏用不了的参数值的说明。
error-in-pairs = { $what }须成对给出；给出了 { $n } 个数
pairs-pieces-columns = 棋子所在的列
pairs-components-heaps = 各分量的堆
pairs-heads-coordinates = 正面硬币的坐标
error-both-pieces-on = 有一行的两枚棋子都在第 { $column } 列
error-file-has-no-position = 文件中没有名为 `{ $name }` 的局面
error-board-or-width = --width W 表示序列中的各块棋盘：请给出棋盘或 --width，不要同时给出
# boyi-games 拒绝的党派游戏局面（`GridError`、`StripError`、`RowError`），以及引擎拒绝的蛋糕与堆。
grid-character = 第 { $row } 行第 { $column } 列的字符 { $found } 不在 { $allowed } 之中
grid-ragged = 第 { $row } 行有 { $len } 格，而第 1 行有 { $first } 格：每行必须一样长
grid-too-large = 棋盘是 { $rows }x{ $cols }：棋盘至多 128 格
strip-character = 第 { $at } 格的字符 { $found } 不是 `.`、`t`（蟾蜍）或 `f`（青蛙）
strip-too-long = 这条格子带有 { $n } 格；至多 64 格
domino-row-character = 第 { $at } 格的字符 { $found } 不是 `l`、`r`、`e` 或 `.`
cake-not-a-rectangle = `{ $piece }` 不是边长从 1 到 { $most } 的矩形 ROWSxCOLUMNS（如 3x4；多块以逗号连接）
partizan-not-a-heap = `{ $text }` 不是从 0 到 { $most } 的堆大小
# boyi-games 拒绝某一堆的理由（`HeapRefusal`）：计算量太大、内存太少、没有周期。
heap-too-much-work = { $game } 中大小为 { $heap } 的堆：{ $why }；一次回答至多计算 { $most } 步，而且{ $period }。`boyi sequence { $game } --upto N` 可以带检查点计算各个值
heap-why-steps = 它的值需要所有更小的堆的值，用 { $method } 方法约需 { $steps } 步
heap-why-steps-three-way = 它的值需要所有更小的堆的值，用 { $method } 方法约需 { $steps } 步（它的着法会分成三堆，每堆 n²/12 步）
heap-why-beyond-direct = 它超出了直接计算的范围（{ $direct } 个堆）
heap-period-three-way = 在前 { $searched } 个值中没有证明出周期，这已是在会分成三堆的游戏中搜索周期所能达到的范围（每堆 n²/12 步）
heap-period-not-found = 在前 { $searched } 个值中没有证明出周期
heap-period-no-theorem = 没有适用于 { $game } 的周期性定理
heap-memory = 大小为 { $heap } 的堆需要把 { $game } 的值一直算到证明出周期，而 { $budget } MiB 的内存预算在证明时只容得下前 { $held } 个值；在其中没有证明出周期（用 --memory 提高预算）
heap-unproved = 大小为 { $heap } 的堆超出了直接计算的范围（{ $direct }），而在此范围内没有证明出 { $game } 的周期
heap-no-theorem = 大小为 { $heap } 的堆超出了直接计算的范围（{ $direct }），而且没有适用于 { $game } 的周期性定理
# boyi-games 拒绝的 m,n,k 游戏与四子棋（`MnkError`、`Connect4Error`）。
mnk-size = 不支持 m = { $m }、n = { $n }、k = { $k } 的 m,n,k 游戏：m、n、k 都必须至少为 1，k 至多为 max(m, n)，且 (m + 1) * n 至多为 64
mnk-too-large = { $cells } 格的 m,n,k 游戏每层的局面多于 64 位索引所能编号的；支持至多 44 格的棋盘
mnk-position = 局面 `{ $text }`：{ $why }
connect4-size = 不支持 { $width } x { $height } 的四子棋棋盘：宽与高都必须至少为 1，且 宽 * (高 + 1) 至多为 64
connect4-k = 不支持 connect-{ $k }：k 必须在 1 到 64 之间
connect4-move = `{ $moves }` 的第 { $at } 步：{ $why }
script-split-no-parts = 它没有返回任何部分，而 `moves` 给这个局面 { $moves } 个着法：没有部分就是没有着法的局面（不拆分的局面请返回 [pos]）

## Rhai's and the readers' words (zh6)

rhai-incomplete = 脚本不完整（括号或代码块没有闭合？）
rhai-missing-token = 此处缺少 `{ $token }`{ $purpose ->
    [end-statement] ，以结束这条语句
    [end-block] ，以结束这个代码块
    [start-block] ，以开始一个代码块
    [array-items] ，以分隔数组字面量的各项
    [map-items] ，以分隔对象映射字面量的各项
    [call-arguments] ，以分隔函数调用 `{ $function }` 的参数
    [close-call] ，以结束函数调用 `{ $function }` 的参数列表
    [close-parameters] ，以结束函数 `{ $function }` 的参数列表
    [match-index] ，与下标表达式的 `[` 配对
   *[match-parenthesis] ，与表达式的 `(` 配对
}
rhai-missing-token-said = 此处缺少 `{ $token }`（{ $context }）
rhai-unexpected = 意外的 `{ $text }`
rhai-unterminated-string = 字符串缺少结尾的引号
rhai-malformed-number = 无法读取的数字 `{ $text }`
rhai-malformed-char = 无法读取的字符 `{ $text }`
rhai-malformed-escape = 无法读取的转义序列 `{ $text }`
rhai-unknown-operator = 未知的运算符 `{ $operator }`
rhai-reserved = `{ $word }` 是保留{ $kind ->
    [keyword] 关键字
   *[symbol] 符号
}
rhai-function-defined-twice = 带 { $params } 个参数的函数 `{ $name }` 已经定义过
rhai-nested-function = 函数只能定义在脚本的最外层，不能在代码块或另一个函数之内
rhai-variable-not-found = 找不到变量 `{ $name }`
rhai-function-not-found = 找不到函数 `{ $signature }`（没有这个名字，或不接受这些类型的参数）
rhai-property-not-found = 找不到属性 `{ $name }`
rhai-type-mismatch = 数据类型不对：是 `{ $found }`，应为 `{ $expected }`
rhai-type-expected = 数据类型不对：应为 `{ $expected }`
rhai-type-found = 数据类型不对：`{ $found }`
rhai-not-indexable = 不能取下标：`{ $what }`
rhai-array-index = 数组下标 { $index } 越界：{ $len ->
    [0] 数组为空
   *[other] 数组只有 { $len } 个元素
}
rhai-string-index = 字符串下标 { $index } 越界：{ $len ->
    [0] 字符串为空
   *[other] 字符串只有 { $len } 个字符
}
rhai-not-iterable = `for` 循环需要可迭代的值（数组、范围或字符串）
rhai-assign-to-constant = 不能修改常量 `{ $name }`
rhai-thrown = 脚本抛出错误：{ $value }
rhai-thrown-nothing = 脚本抛出错误
rhai-division-by-zero = 除以零：`{ $operation }`
rhai-overflow = 整数溢出：`{ $operation }`
rhai-too-many-operations = 一次调用执行 { $limit } 步运算后被停止：是否陷入死循环或无尽的递归？
rhai-too-deep = 嵌套调用达到 { $limit } 层时被停止：是否陷入无尽的递归？
rhai-too-large = { $kind ->
    [array] 数组
    [string] 字符串
    [map] 对象映射
   *[other] { $what }
}过大（上限为 { $limit } 个元素或字节）
rhai-too-slow = 一次调用运行 { $seconds } 秒（上限）后被停止：是否在反复复制长数组或深层嵌套的值？
rhai-import = 不能导入 `{ $module }`：规则脚本不能访问文件、网络或进程
script-parameter-type = 参数 `{ $name }` 必须像它的默认值 `{ $default }` 一样是{ $rhai_type }，而不是 `{ $given }`
script-type-integer = 整数（{ $rhai_type }）
set-empty = 减法集合为空；请给出一步可以取的石子数，例如 1,3,4
set-zero = 减法集合含有 0；每一步至少要取一个石子
set-duplicate = 减法集合两次含有 { $n }；每个数只写一次
set-too-large = 减法集合含有 { $n }，超过了支持的最大元素 { $most }
set-not-number = `{ $token }` 不是正整数；减法集合的写法如 1,3,4
code-empty = 游戏代码为空；请写八进制代码，如 0.77（Kayles）或 4.07，或十六进制代码，如 0x0.8
code-points = `{ $code }` 不是游戏代码：代码恰有一个小数点，如 0.77、.137 或 4.07
code-digit = `{ $code }`：`{ $ch }` 不是{ $hint ->
    [hex] 十六进制数字；八进制代码小数点后用 0-7，十六进制代码（0x...）用 0-9 和 a-f
    [hex-digit] 八进制数字；八进制代码小数点后用 0-7；十六进制代码以 0x 开头，如 0x0.8
   *[octal] 八进制数字；八进制代码小数点后用 0-7
}
code-before = `{ $code }`：小数点前的数字必须是 0 或 4（十六进制还可以是 8 或 c）：不取石子只能把一堆分开
code-tail = `{ $code }`：只有取走数字 1、2 或 3 可以无限重复（`...`）
code-too-long = `{ $code }`：不支持小数点后超过 { $most } 位的代码
code-no-move = `{ $code }`：这个代码不允许任何着法；请至少给出一个非零数字
graph-string-at = 图字符串第 { $at } 个字符处：{ $why }
graph-string-no-edge = 此处应为一条边（{ $edges }）
graph-string-brace = 这个 `{"{"}` 没有闭合
graph-string-no-semicolon = 路径之间应有 `;`
graph-string-too-deep = 嵌套太深
graph-string-unmatched = `(` 没有配对
graph-string-no-name = `:` 之后应有名字
graph-string-two-labels = 同一个命名顶点有两个标签
graph-string-end = 图字符串结尾处：{ $why }
grid-not-a-vertex = `{ $token }` 不是顶点编号
grid-no-such-vertex = 图中没有顶点 { $vertex }（它有 { $vertices } 个顶点）
chomp-not-a-row = `{ $token }` 不是一行的长度：请写大小 WxH，或从底行起各行的长度，如 `4,4,2`
chomp-too-large = { $w } x { $h } 格的 Chomp 巧克力太大：至多 255 列、63 行
graph-too-many-vertices = { $n } 个顶点的图太大：至多 { $most } 个
graph-not-a-count = `{ $token }` 不是顶点个数
graph-not-a-size = `{ $token }` 不是大小 WxH
graph-kind-alone = `{ $kind }` 后面还需要写内容，例如 `{ $example }`
graph-unknown-kind = `{ $kind }` 不是图的种类：请写 `path N`、`cycle N`、`grid WxH`、`edges 0-1,1-2`、大小 WxH 或棋盘 `..|.#`
mnk-not-a-cell = 第 { $at } 步：`{ $token }` 不是格子；格子从左上角起逐行编号为 1 到 { $cells }
mnk-over = 第 { $at } 步：对局已经结束
mnk-taken = 第 { $at } 步：格子 { $cell } 已被占
mnk-picture-size = 棋盘的图需要 { $cells } 个 `x`、`o` 或 `.` 的格子，却有 { $found } 个
mnk-mark = `{ $found }` 不是 `x`、`o` 或 `.`
mnk-count = x 先走，所以 x 的棋子与 o 一样多或多一个（x 有 { $x } 个，o 有 { $o } 个）
mnk-cannot-arise = 这个局面不可能出现：一方连成一线时对局就停止
connect4-not-a-column = `{ $found }` 不是列；这个棋盘的列为 1 到 { $last }
connect4-over = 对局已经结束
connect4-full = 第 { $column } 列已满
check-position-no-heaps = （没有石子堆）
