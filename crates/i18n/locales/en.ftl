# boyi's messages in English. Numbers, positions and game names are arguments and stay as
# they are in every language; `{" ... "}` keeps leading spaces that Fluent would trim.
# Every id here is in zh.ftl too, with the same variables (crates/i18n/tests/catalogue.rs).

## Words used everywhere (render/src/text.rs)

outcome = { $o ->
    [win] win
    [loss] loss
   *[draw] draw
}
value-in = { $o ->
    [win] win
   *[loss] loss
} in { $r }
terminal-score = score { $score }
tame-suffix = , tame
wild-suffix = , wild
worth-sg = SG { $v }
worth-mean = , mean { $m }
worth-temperature = , temperature { $t }
worth-canonical = { $value } ({ $class }{ $rest })
worth-genus = genus { $genus }{ $tame }
value-and-worth = { $value }, { $worth }
value-score = value { $v }
nothing = nothing

## solve and query (render/src/text.rs)

moves-heading = moves (value for the player who makes them):
best-mark = <- best
more-in-json = ... ({ $n } more; --json lists them all)
moves-incomplete = (only the best moves are listed: there are too many to list them all)
play-stops = play stops here (final value: { $value })
best-move = best move: { $m }
no-moves-here = no moves from here
start-line = start { $position }: { $value } for the player to move{ $misere ->
    [yes] {" (misère play)"}
   *[no] {""}
}
column-position = position
column-value = value
column-best-move = best move
cell-final = (final: { $value })
cell-no-moves = (no moves)
explicit-size = { $positions ->
    [one] 1 position
   *[other] { $positions } positions
}, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, { $play ->
    [misere] misère
   *[normal] normal
} play
explicit-counts = ; { $win } won, { $loss } lost, { $draw } drawn for the player to move
solved-by-parts = solved part by part (positions split into independent parts; SG values xored): { $parts }
sg-acyclic = Sprague-Grundy values: acyclic game
sg-loopy = Sprague-Grundy values: loopy (the game has cycles; ∞{"{"}K{"}"} lists the finite values among the moves)
scoring-game = a scoring game: values are the score of the player to move, what the opponent loses ({ $endless ->
    [refuse] the game always ends
   *[zero] endless play counts 0
})
no-sg-values = no Sprague-Grundy values: { $note }
# Why (boyi-core's NoSg).
no-sg-scoring = a scoring game has no Sprague-Grundy values
no-sg-partizan = a partizan game has no Sprague-Grundy values
no-sg-turn = the script defines `turn`, so the game is partizan and has no Sprague-Grundy values
no-sg-undeclared = the game does not say it is impartial, so it gets no Sprague-Grundy values; if both players always have the same moves, say so in the game: `fn impartiality(&self) -> Impartiality {"{"} Impartiality::Impartial {"}"}`
no-sg-misere = Sprague-Grundy values are for normal play; this game is misère
starts = starts: { $starts }
time-script = time: { $time } ({ $script } in { $calls } script calls, { $share }%; { $rate } positions/s explored)
time = time: { $time }
all-lists-every = (--all lists every position)
pattern-proved-short = proved: preperiod { $preperiod }, period { $period }, checked to n = { $checked }
pattern-observed-saltus = observed up to { $upto }: arithmetic-periodic, preperiod { $preperiod }, period { $period }, saltus { $saltus } (not proved)
pattern-observed-short = observed up to { $upto }: preperiod { $preperiod }, period { $period } (not proved)
pattern-none = no period observed up to { $upto }
heap-move-from = heap { $i } ({ $from }) -> { $left }
heap-move = heap { $i } -> { $left }
outcome-line = outcome: { $o ->
    [win] win
    [loss] loss
   *[draw] draw
} for the player to move ({ $letter })
heap-values = heap values: { $values }
value-line = value: { $v }
genus-line = genus: { $genus } (misère nim-value { $misere }, normal-play nim-value { $normal }{ $tame })
pattern-line = pattern: { $pattern }
winning-move = winning move: { $m }
winning-moves-n = winning moves ({ $n }):
method-line = method: { $method }
board-value = { $value } for { $mover ->
    [second] the second player (O)
   *[first] the first player (X)
} to move
moves-best-first = moves, best first:
repaired = repaired: { $what }
board-size = { $positions ->
    [one] 1 position
   *[other] { $positions } positions
} reachable ({ $stored } stored after symmetry, index space { $space }), { $tiers ->
    [one] 1 tier
   *[other] { $tiers } tiers
}
board-database = database { $path }: { $mb } MB; { $solved ->
    [one] 1 tier
   *[other] { $solved } tiers
} solved now, { $kept } kept from before, in { $seconds } s
perfect-play = perfect play: { $line }
exact-search = exact search: { $nodes } nodes in { $seconds } s ({ $rate } nodes/s, { $threads ->
    [one] 1 thread
   *[other] { $threads } threads
}, table { $mib } MiB)
read-from = read from { $what }
book-size = opening book of { $plies } plies in { $dir }: { $positions } positions stored (one per symmetry class)
book-per-ply = per ply: { $list }
book-last-ply = last ply: { $searched } searched now, { $resumed } from the checkpoint; { $nodes } nodes in { $seconds } s
count-total = total: { $total }{ $complete ->
    [yes] {""}
   *[no] {" (incomplete)"}
}
count-stopped = stopped: { $why }
count-stop-budget = ply { $ply } needs more than the { $mib } MiB allowed
count-stop-cancelled = cancelled
component-value = value { $v }
component-normal-value = normal-play value { $v }
sum-move = { $what ->
    [winning] winning
   *[drawing] drawing
} move: in game { $component } ({ $game }), { $m }
from-database = (from { $path })
from-book = (from the opening book; moves past its last ply by exact search)
from-search = (by exact search)
list-footer =
    Join impartial games with `+` to solve their sum: boyi solve nim 3 + 0.77 5
    `boyi help VERB` shows a verb's options; `boyi list --json` lists each game's parameters and options.

## explain (render/src/explain.rs)

list-separator = {"; "}
explain-position = position { $position }
explain-position-verdict = position { $position }: { $verdict }
explain-verdict = { $o ->
    [win] a win for the player to move
    [loss] a loss for the player to move
   *[draw] a draw
}
nim-bouton =
    Bouton's theorem: a Nim position is lost for the player to move exactly when the xor
    (nim-sum) of the heaps is 0. The heaps in binary:
nim-xor-mark = (xor)
nim-column = bit { $bit }: { $ones } { $ones ->
    [one] one
   *[other] ones
} -> { $xor }
nim-columns = Column by column (an odd count of ones gives 1): { $columns }.
nim-nonzero =
    The xor is { $xor } ≠ 0: a win. Its highest set bit is bit { $bit } (value { $value }).
    A heap a with that bit has a xor { $xor } < a, so it can be reduced to a xor { $xor }; then every
    column has an even count and the xor is 0:
nim-winning-move = heap { $heap }: { $from } -> { $from } xor { $xor } = { $to } (take { $take }; type `{ $m }`)
nim-nonzero-end =
    Whatever the opponent does next changes one heap and makes the xor nonzero again, so
    the same move is always there, until the opponent faces no heaps.
nim-zero =
    The xor is 0: a loss. A move changes exactly one heap, so it changes that heap's
    row, and the xor becomes nonzero; the opponent then restores 0, to the end.
nim-zero-checked = Checked: all { $n } moves leave a nonzero xor.
misere-nim-head = Misère Nim (who takes the last token loses): { $big } { $big ->
    [one] heap
   *[other] heaps
} of 2 or more, { $ones } { $ones ->
    [one] heap
   *[other] heaps
} of 1, xor { $xor }.
misere-nim-small =
    Every heap is at most 1, where misère play differs from normal play: each move removes one
    1-heap, so the player to move wins exactly when the number of 1-heaps is even ({ $ones } here).
misere-nim-big =
    Some heap has 2 or more: play as in normal Nim (win exactly when the xor is not 0), except
    for the move that would leave only heaps of at most 1: then leave an odd number of 1-heaps.
winning-moves-heading = Winning moves:
heap-move-leaving = `{ $m }`, leaving { $leaves }
bash-table = The table of small heaps (L lost, W won for the player to move):
bash-rule =
    The lost heaps are the multiples of m + 1 = { $p }: from a multiple of { $p } every move (take 1 to { $m })
    leaves a non-multiple, and from a non-multiple taking n mod { $p } reaches a multiple.
bash-here = Here n = { $n } and { $n } mod { $p } = { $residue }.
bash-take =
    Take { $k }, leaving { $left } = { $times } x { $p }. Then mirror: when the opponent takes x, take { $p } - x,
    so each round removes exactly { $p } and the opponent faces a multiple of { $p } down to 0.
bash-multiple =
    n is a multiple of { $p }: whatever x the player takes, the opponent takes { $p } - x and
    restores a multiple of { $p }, down to 0.
sg-table-heading = Sprague-Grundy values of heaps 0..={ $last }:
period-proved-by = proved ({ $proof })
period-proved = proved
period-checked = checked to n = { $checked }, not proved
period-saltus = , growing by { $saltus } each period
period-line = From n = { $preperiod } on the values repeat with period { $period }{ $saltus }: { $label }.
period-lost-residues = So for n >= { $preperiod } the heap is lost exactly when n mod { $period } is in { $residues }.
period-place = n = { $n }: ({ $n } - { $preperiod }) mod { $period } = { $place }, the same place as heap { $heap }.
heap-mex = The value of heap { $heap } is the mex (smallest value missing) of its options' values { $values }: { $mex }.
heap-value = The value of heap { $heap } is { $value }.
heap-value-zero = Value 0: every move leads to a heap of nonzero value, a win for the opponent.
heap-value-nonzero = Value { $value } ≠ 0: move to value 0:
sum-theorem =
    The Sprague-Grundy theorem: a sum's value is the xor of its components' values, each the
    mex (smallest value missing) of the values of its options.
sum-component-mex = { $component }: options' values { $values }, mex = { $mex }
sum-component-value = { $component }: value { $value }
sum-xor = xor: { $values } = { $x }
sum-nonzero = Nonzero: move in component { $component }, from value { $from } to { $from } xor { $x } = { $to }: `{ $m }`; the xor becomes 0.
sum-zero = Zero: every move changes one component's value, so the xor becomes nonzero.
sum-loopy = A component's value is infinite (loopy), so the sum is decided by the loopy rules, not an xor.
retro-head =
    Retrograde analysis of the { $positions } positions reachable, from the ends back. Round r decides the
    positions of remoteness r: lost when every move leads to a won position, won when a move
    leads to a position lost in the round before.
retro-round = round { $round }:
retro-final = final value { $value }
retro-no-move = no move: { $play ->
    [misere] won (misère play)
   *[normal] lost (normal play)
}
retro-move-to-lost = moves to { $to }, lost (round { $round })
retro-won-in = { $position } (won, round { $round })
retro-all-to-won = every move leads to a won position: { $list }
retro-outcome = { $o ->
    [win] won
    [loss] lost
   *[draw] drawn
}
retro-drawn = left undecided, drawn:
retro-avoids = : avoids { $list } (won for the opponent)
retro-keeps-to = { $first ->
    [yes] {":"}
   *[no] {";"}
} keeps to { $cycle }
retro-final-draw = {" (a final draw)"}
retro-truncated = (the first { $n } positions are listed)
pirates-induction =
    Backward induction: with k pirates, each voter compares the plan with what he gets with k - 1
    (the proposer thrown overboard), so the proposer buys the cheapest votes he needs.
pirates-bought = pirate { $pirate } ({ $offered } instead of { $otherwise })
pirates-bought-life = pirate { $pirate } ({ $offered }: he would not survive otherwise)
pirates-bought-nobody = nobody (his own vote suffices)
pirates-row = pirates: plan { $plan }; { $votes } { $votes ->
    [one] vote
   *[other] votes
} needed; bought: { $bought }
pirates-row-overboard = pirates: { $votes } votes needed, too many to buy: the proposer is thrown overboard
pie-rule =
    Let f(i) be what the token holder makes (own pie minus the other's) from slice i on.
    Taking slice i is worth s_i - f(i+1) (the token passes), giving it away f(i+1) - s_i (the
    token stays): f(i) = |s_i - f(i+1)|, f after the last slice = 0. From the last slice back:
pie-row = slice { $slice } (s = { $size }): take { $size } - { $after } = { $take }, give { $after } - { $size } = { $give }: f = { $value } ({ $choice ->
    [take] take
    [give] give away
   *[either] either
})
pie-line-heading = The perfect line (Bob holds the token first):
pie-line-step = { $decider } decides: { $receiver } gets { $slice }; running totals Alice { $alice }, Bob { $bob }
pie-totals = Alice { $alice }, Bob { $bob }.
absolute-rule =
    Alice keeps the number whose nearest number of Bob's is farthest, and Bob can always keep
    that nearest one: the value is max over a of min over b of |a - b|.
absolute-kept = <- kept
absolute-row = a = { $a }: nearest b = { $nearest }, |a - b| = { $distance }
wythoff-pairs = Wythoff's P-positions (a_k, b_k): a_k is the smallest number in no earlier pair, b_k = a_k + k.
wythoff-closed-form = They are (floor(kφ), floor(kφ²)), φ the golden ratio (Wythoff, 1907): checked on every pair listed.
wythoff-loss =
    ({ $a }, { $b }) is pair k = { $k }: a loss. Every number is in exactly one pair, so a move on one heap
    leaves the pair of the other; taking the same from both keeps b - a = k, and only pair k has that
    difference. No move reaches a pair; from any other position a move does.
wythoff-win = ({ $a }, { $b }) is no pair: a win. Moves to a pair: { $moves }
scores-rule =
    Minimax: each position is worth the best of its moves for the player to move, a move being
    worth minus the value of the position it leads to; final positions carry their score.
scores-value = value for the player to move: { $v }
scores-move = move to { $to }: { $v }
scores-pv-heading = The principal variation, with the value for the player to move at each step:
scores-pv-step = to { $to }: { $v }
scores-final = final score { $v } for the player to move there
line-refutations = Every move loses; the reply that refutes each:
line-answered = { $m } ({ $value }): answered by { $reply } ({ $reply_value } for the opponent)
line-ends = { $m } ({ $value }): the game ends
line-pv-heading = The principal variation (perfect play by both):
line-step = { $who ->
    [first] first player
    [second] second player
    [left] Left
   *[right] Right
}: { $m } ({ $value }), to { $to }
line-end = end: { $reason }

## Partizan games and `boyi value` (render/src/partizan.rs)

class-words = { $class ->
    [L] L: Left wins, whoever moves first
    [R] R: Right wins, whoever moves first
    [N] N: the player to move wins
   *[P] P: the player to move loses (the value is 0)
}
label-value = value
label-outcome = outcome
label-mean = mean
label-temperature = temperature
label-stops = stops
label-birthday = birthday
label-kind = kind
label-atomic-weight = atomic wt
label-reduced = reduced
label-options = options
label-incentives = incentives
label-compared = compared
stops = Left { $left }, Right { $right }
partizan-no-move = { $who ->
    [left] Left
   *[right] Right
} moving first has no move, and loses
partizan-moves = { $who ->
    [left] Left
   *[right] Right
} moving first { $wins ->
    [yes] wins
   *[no] loses
}; { $who ->
    [left] Left
   *[right] Right
}'s moves, best first:
partizan-move-to = to { $value } ({ $wins ->
    [yes] wins
   *[no] loses
})
regions-valued = ({ $regions } regions valued in { $seconds } s)
partizan-sum = a sum: its value is the sum of its components' values
partizan-from-options = G = {"{"} Left's options | Right's options {"}"} = { $form }
partizan-has-no-move = { $who ->
    [left] Left
   *[right] Right
} has no move.
partizan-options = { $who ->
    [left] Left
   *[right] Right
}'s options:
fate-kept = kept
fate-duplicate = equal to an option above
fate-dominated = dominated by { $by }
fate-reversible-removed = reversible through { $through }, which leaves { $who ->
    [left] Left
   *[right] Right
} no option: removed
fate-reversible = reversible through { $through }: replaced by { $by }
fate-simplified = absorbed in the simplified form
canonical-form = canonical form: { $value }
outcome-class-line = outcome: { $words }
value-kind = { $kind ->
    [number] a number
    [infinitesimal] infinitesimal
   *[neither] not a number, not infinitesimal
}{ $small ->
    [yes] {", all-small"}
   *[no] {""}
}
left-right-sets = Left { $left }, Right { $right }
relation-confused = || (confused with)
holds = { $holds ->
    [true] true
   *[false] false
}
compared = { $value } { $rel } { $with } (the difference { $difference } is { $sign ->
    [zero] 0
    [negative] negative
    [positive] positive
   *[fuzzy] fuzzy
})

## sequence (render/src/sequence.rs)

table-first-shown = ; the first { $shown } of { $size } per side shown (--format csv or --plot for all)
table-axes = { $x } to the right, { $y } upwards{ $more }
column-outcome = outcome
column-tame-wild = tame/wild
values-written = values written to { $path }
conjecture-line = conjecture: { $what ->
    [p-positions] P-positions exactly where
   *[values] values equal to
} { $conjecture }: { $verdict }
check-pn-value = { $pn } (value { $v })
check-fails = fails at { $at }: the table says { $table }, the conjecture says { $conjectured }
check-vacuous = holds vacuously: the table is empty
check-holds = holds for { $var } ≤ { $to } ({ $entries } entries)
check-holds-from = holds for { $from } ≤ { $var } ≤ { $to } ({ $entries } entries)
check-proved = proved for every n: { $proof }; { $words }
rules-found = rules found (each tested against every value of the table):
rule-of-values = values
rule-of-p-positions = P-positions
rule-proved = proved: { $proof }
rule-checked = checked to { $n } = { $checked }, not proved
table-of = table of x, y = { $from }..={ $last }{ $axes }, each rule tested against every cell:
table-no-rule = no rule of those boyi knows fits every cell
table-checked = checked on every cell, x, y <= { $last }, not proved
computed-to = computed to n = { $n }; the rest follows from the proved period
largest-value = largest value: { $v } (first at n = { $n })
value-counts = counts (value:count): { $list }
common-values = common values: { $list }
none = none
rare-last = , the last at n = { $n }
rare-values = rare values: { $list } ({ $heaps } heaps with a rare value{ $last })
positions-solved-shared = { $n ->
    [one] 1 position
   *[other] { $n } positions
} solved{ $shared ->
    [yes] {" (the rules do not depend on the parameter: all starts explored in one graph)"}
   *[no] {" (one game per value)"}
}
positions-solved = { $n ->
    [one] 1 position
   *[other] { $n } positions
} solved
shape-saltus = , saltus { $saltus } (arithmetic-periodic)
shape = preperiod { $preperiod }, period { $period }{ $saltus }
pattern-proved = proved: { $shape }, checked to { $n } = { $checked }
pattern-proved-closed = proved: { $shape } (the game's closed form)
pattern-observed = observed up to { $upto }: { $shape } (not proved)

## Classic variants and misère sums (render/src/classic.rs, misere.rs)

classic-part-value = { $part }: { $value } ({ $why })
classic-part-not-counted = { $part }: does not count ({ $why })
winning-moves-lower = winning moves:
mq-head = The misère quotient of { $game } (Plambeck–Siegel): { $order } elements, { $complete ->
    [yes] proved complete by the periodicity theorem
   *[no] a partial quotient covering these heaps
}
mq-rule =
    A misère sum of heaps is lost for the player to move exactly when the product of the
    heaps' elements lies in the P-portion { $portion }. Heap by heap:
mq-step = heap { $heap } element { $element } product so far { $product }
mq-product = The product is { $element }: { $inside ->
    [yes] in the P-portion, so the player to move loses
   *[no] not in the P-portion, so the player to move wins
}.
mq-winning-move = Winning move: in component { $component }, { $m }, leaving the element { $leaves } (in the P-portion).
sj-theorem =
    The SJ theorem (Anti-SG game): in a misère sum, the player to move wins exactly when the
    xor of the components' Sprague-Grundy values is not 0 and some value is above 1, or the
    xor is 0 and no value is above 1. It applies here: in every component, each position of
    value 0 ends play or has a move to value 1.
sj-xor = xor: { $values } = { $xor }; values above 1: { $above }; values equal to 1: { $ones }
sj-case = Case: { $case ->
    [nonzero-big] xor not 0 and a value above 1: the player to move wins
    [zero-big] xor 0 with values above 1: every move leaves xor not 0 with a value above 1, so the player to move loses
    [zero-small] xor 0 and no value above 1 (an even number of 1s): the player to move wins
   *[nonzero-small] xor not 0 and no value above 1 (an odd number of 1s): the player to move loses
}.
sj-winning-move = Winning move: component { $component } from value { $from } to { $to }: `{ $m }`.

## quotient (render/src/quotient.rs)

q-presentation = presentation: { $p }
q-order = order: { $order }
q-elements = elements: { $list }
q-p-portion = P-portion ({ $n } of { $order }): { $list }
q-proved = proved: the quotient of every heap (heaps from { $preperiod } on have the element of the heap { $period } below; checked to heap { $checked })
q-partial = partial: the quotient of heaps 0..={ $upto } only; a larger heap may change it
q-changed = the presentation changed at heaps { $list }
q-heaps = heaps and their elements:
q-more = ... ({ $n } heaps; --json lists them all)

## Contest games (render/src/contest.rs)

pie-value = value: { $v } for Bob (his pie minus Alice's, under perfect play)
pie-totals-line = totals: Alice { $alice }, Bob { $bob }
pie-perfect-play = perfect play (values: the decider's pie minus the other's, from this slice on):
pie-takes-it = takes it
pie-gives-it-away = gives it away
pie-either = {" (either is as good)"}
pie-slice = slice { $i } ({ $slice }): { $who } { $choice }  take { $take }, give { $give }{ $tie }
value-method = value: { $v } ({ $method })
absolute-deletes = { $who } deletes { $number } (#{ $index })
principal-variation = principal variation: { $line }
absolute-first-deletions = Alice's first deletions, best first:
absolute-delete = delete a{ $i } = { $a } -> { $v }
absolute-keeps = Alice keeps { $keep } (its nearest number of b is the farthest) and deletes the others.
cutting-strips = cuts that leave a strip of width 1 lose at once and are not listed
cutting-outcome = outcome: { $o ->
    [win] win
    [loss] loss
   *[draw] draw
} for the player to move ({ $letter }) — P10501 prints { $prints }
cutting-no-safe-cut = no safe cut: every cut leaves a strip from which the opponent cuts a 1 x 1 piece
cutting-cuts = cuts (value of the two pieces together; *0 wins):
pirates-too-many-votes = more votes than there are pirates
pirates-coins = { $n } coins
pirates-overboard = pirate { $proposer } proposes to { $voters } pirates and is thrown overboard: he needs { $needed } votes, and the cheapest { $others } besides his own would cost { $cost } (there are { $coins })
pirates-passes = pirate { $proposer } proposes to { $voters } pirates and the proposal passes with { $yes } of { $voters } votes ({ $needed } needed):
pirates-keeps = pirate { $proposer } keeps { $gold }
pirates-share = { $g } { $g ->
    [one] coin
   *[other] coins
}{ $many ->
    [yes] {" each"}
   *[no] {""}
}: { $many ->
    [yes] pirates
   *[no] pirate
} { $list }
pirates-tie = several proposals are equally good: any { $chosen } of the { $candidates } pirates asking { $price } { $price ->
    [one] coin
   *[other] coins
} ({ $list }) could be paid; by the rule, the { $chosen } most { $seniority ->
    [senior] senior
   *[junior] junior
} are: { $paid }
pirates-column-pirates = pirates
pirates-column-survivors = survivors
pirates-column-gold = gold, most senior first (x: thrown overboard)
pirates-dead = ; thrown overboard: { $n ->
    [one] pirate
   *[other] pirates
} { $list }
pirates-survivors = survivors: { $survivors } of { $pirates }{ $dead }
pirates-gold = gold, most senior first: { $list }

## play (cli/src/play.rs)

play-commands = commands: a move as listed (or #k for the k-th), undo, redo, hint, help, quit
play-how-to-move = how to move: { $how }
play-to-move = { $value } for { $who ->
    [boyi] boyi
   *[you] you
} to move
play-position = position { $drawing } ({ $value } for { $who ->
    [boyi] boyi
   *[you] you
} to move)
play-your-moves = your moves:
play-over = game over: { $winner ->
    [boyi] boyi wins
    [you] you win
   *[nobody] a draw
} ({ $reason })
play-boyi-plays = boyi plays { $m } ({ $value })
play-prompt = your move (as listed, or #k; help for how to move and the commands):
play-end-of-input = (end of input)
play-hint = hint: { $m } ({ $value })
play-nothing-to-undo = nothing to undo
play-took-back = took back; back at { $position }
play-played-again = played again; at { $position }
play-nothing-to-redo = nothing to redo
play-end-stops-won = play stops here, won for the player to move
play-end-stops-lost = play stops here, lost for the player to move
play-end-stops-drawn = play stops here with a draw
play-end-stops-scoring = play stops here, scoring { $score } for the player to move
play-end-no-move-wins = the player to move cannot move and wins (misère play)
play-end-no-move-loses = the player to move cannot move and loses
play-end-no-move-drawn = no move is left: a draw
play-end-repeated = the position has come up three times: a draw
play-refused-over = the game is over: { $reason }
play-refused-number = `{ $text }`: #k picks the k-th move listed, from #1 to #{ $n }
play-refused-not-a-move = `{ $text }` is not a move from here ({ $how }; or #1 to #{ $n } for a move by its number in the list)
play-refused-no-move = no move: the game is over
play-refused-failed = { $why }
play-slip = a slip: this move is worth { $score }, the best { $best }
play-mistake-won-draws = a mistake: the position was won ({ $was }), this move only draws
play-mistake-won-loses = a mistake: the position was won ({ $was }), this move loses ({ $now })
play-mistake-drawn-loses = a mistake: the position was drawn, this move loses ({ $now })

## how to type a move in `play` (engine: each family's Playable::how_to_move)

how-heaps = type a heap's number (1 for the first) and the heaps it becomes, as `2 3` or `1 2 4`; `2 -` takes heap 2 away
how-wythoff = type the two heaps the move leaves, as `3 5`
how-mnk = type the cell to play, 1 to { $cells } row by row from the top left
how-connect4 = type the column to drop a stone into, 1 to { $columns }
how-pie = type `take` (the slice is yours, the token goes over) or `give` (the other player gets it, you keep the token)
how-cutting = type a cut as the two pieces, as `2x3 + 2x5` (with several sheets, the sheet's number first: `2 2x3 + 2x5`); cuts that leave a strip of width 1 lose at once and are not offered
how-cells = cells are named by column letter and row number, `a1` the top left
how-cram = type the two cells the domino covers, as `a1-b1` ({ $cells })
how-node-kayles-grid = type the cell to take (it and its neighbours leave), as `b2` ({ $cells })
how-kayles-node = type the vertex to take (it and its neighbours leave), as `3`
how-kayles-arc = type the edge to take (its two ends leave), as `2-3`
how-clobber = type the stone that moves and the stone it takes, as `a1-b1` ({ $cells })
how-cannibal-clobber = type the stone that moves onto a neighbour, as `b1` ({ $cells })
how-nogo = type the colour and the point, as `x b2` or `o a1` ({ $cells })
how-chomp = type the square to take (it and every square above and to the right of it leave), as `b2`: its column letter from the left and its row number from the bottom (`a1` is the poisoned square, which nobody takes)
how-partizan = type the position a move leads to, as listed, or #k for the k-th move listed
how-native = type the position to move to
how-graph = type the name of the position to move to
how-script-drawn = type a move as listed, named by what it changes in the picture: a cell (b2), a stone's two cells (a1-b2), a column (3), a heap and what it leaves (2 1)
how-script = type the position to move to, in script syntax

## Errors (engine/src/error.rs, cli/src/lib.rs)

error-line = error: { $message }
error-reason = : { $reason }
error-memory-zero = --memory must be at least 1 MiB
error-memory-huge = --memory { $mib }: more than a million terabytes; give the budget in MiB
error-threads = --threads { $threads }: give a number of threads from 1 to { $max }
error-verb-not-applicable = `{ $verb }` does not apply to `{ $game }`{ $reason }
error-option-not-applicable = { $option } does not apply to `{ $game }`{ $reason }
error-dot-no-rounds = --dot draws retrograde rounds; this explanation has none
answered-in = (answered in { $ms } ms)
error-a-parameter = a parameter
error-param-label = { $name } ({ $about })
error-param-of-game = `{ $game }`: { $what }
error-param-missing = needs { $param }: { $expected }
error-param-not = { $param } is { $expected }, not `{ $token }`
error-param-negative = { $param } cannot be negative: `{ $token }` ({ $expected })
error-param-not-a-set = { $param } is a set of whole numbers written as 1,3,4, not `{ $token }`
error-param-not-a-choice = { $param } is one of { $choices }, not `{ $token }`
param-kind-number = a whole number { $range }
param-kind-numbers = a list of whole numbers { $range }
param-kind-set = a set of whole numbers { $range }, as 1,3,4
param-kind-word = a word
param-kind-file = a file
param-kind-position = a position
param-kind-choice = one of { $choices }
param-kind-settings = name=value settings
param-kind-words = words
param-range-from = ≥ { $min }
param-range-between = from { $min } to { $max }
param-range-i64 = from -2^63 to 2^63 - 1
param-expected-usage = { $expected }; write `{ $usage }`
error-unknown-option-none = unknown option `{ $token }`: the game takes no option
error-unknown-option = unknown option `{ $token }`; its options are { $options }
error-param-repeated = { $param } is given twice (`{ $token }`): { $first } and { $second }
error-param-needs-value = `{ $token }` needs a value: { $param }
error-unexpected = unexpected `{ $token }`
error-unexpected-in = unexpected `{ $token }`; write `{ $usage }`
error-unknown-game-near = unknown game `{ $name }`: did you mean `{ $near }`? (`{ $list }` shows the games boyi knows)
error-unknown-game = unknown game `{ $name }`; `{ $list }` shows the games boyi knows, and a game-graph file or rules script may be named by its path
# Engine messages that name options, verbs and commands, each front end in its own words
# (engine/src/said.rs): $option, $resume, $call ... arrive spelled as the front end spells them.
error-interrupted = interrupted{ $kept }
error-kept = ; { $kept }
error-option-value = { $option }: { $problem }
error-option-choices = { $option } takes { $choices }, not `{ $given }`
choices-board-method = `tablebase` (solve every position into a database) or `search` (exact search from the position)
choices-endless = `zero` (endless play scores 0, like a draw) or `refuse` (a cycle is an error)
choices-heap-method = `naive` (every option of every heap: the reference) or `sparse` (rare and common values: close to linear time)
error-give-range = give the range: { $ways }
error-way = `{ $call }` for { $lists }
error-way-bare = `{ $call }`
error-ways = { $first }, or { $second }
error-without-sizes = `{ $verb }` takes the game without { $sizes ->
    [heaps] heap sizes
    [heads] heads
    [board] a board
   *[sheet] a sheet's height
  }: { $ways }
error-sum-of-two = a table has two parameters: `{ $verb }` takes a sum of two games without their sizes, as in `{ $call }` (this sum has { $parts } parts)
error-needs-board = `{ $verb }` needs a board, as in `{ $call }` (a game named by its width alone is for `{ $sequence }`)
error-out-of-range = { $option }: give from { $least } to { $most } for { $of }
error-too-large = { $option } is too large for { $of }: at most { $most }
range-heaps = the values of heaps 0..=N
range-one-value = one value
range-misere-heaps = the misère outcomes and genera of heaps 0..=N
range-misere-quotient = a misère quotient of heaps 0..=N
range-wythoff-pairs = the P-positions (a_k, b_k) for k = 0..=N
range-sum-table = the table of x, y = 0..=N (each component's parameter)
range-script-table = a table of a script's two parameters, per side
range-script-values = the values of the script's parameter 0..=N
range-values = the values of 0..=N
range-sheets-wide = the sheets { $w } x 2 .. { $w } x N
range-sheets-table = the table of sheets w x h, w, h = 2..=N
range-corners-table = Turning Corners' table
range-coins = a coin game's values
range-boards-wide = the boards { $w } x 1 .. { $w } x N (a board holds at most 64 cells)
range-boards-table = the table of every w x h board (a board holds at most 64 cells)
range-book-depth = the depth of the book
error-over-budget = { $need }, beyond the memory budget of { $budget } MiB ({ $raise })
error-raise-memory = raise it with { $memory }
error-raise-server-memory = the server's budget, set when it starts
need-sequence = { $upto } needs about { $mib } MiB
need-script-sequence = { $upto }: a script's sequence holds a start and a value for each of the { $values } values of `{ $param }`, at least { $bytes } bytes each
need-graph = the graph needs about { $mib } MiB
need-numbers = { $path }: more than { $most } numbers for { $param } (about { $bytes } bytes each)
need-json = { $path } is { $size } MiB of JSON, which takes about { $mib } MiB to read (the text format is read line by line)
need-json-longer = { $path } holds more than { $kib } KiB of JSON, which takes too much to read
error-resume-needs-checkpoint = { $resume } needs the checkpoint to resume: name it with { $checkpoint }
error-resume-with-at = { $resume } continues a sequence computed with { $upto }; { $at } answers one value
error-checkpoint-waiting-of = { $path } holds the values of { $game } to n = { $n } of an interrupted run; continue it with { $resume }, or delete the file to start over
error-checkpoint-waiting = { $path } holds the values of an interrupted run; continue it with { $resume }, or delete the file to start over
error-checkpoint-beyond = { $path } holds values to n = { $held }, more than { $upto } asks: resume with { $again } or more (or delete the file to start over)
kept-checkpoint = stopped at n = { $n }: { $path } holds the values computed; ask again with { $resume } to continue
kept-tiers = the finished tiers are saved in { $dir }: ask again with { $resume } to continue
kept-book = the book so far is saved in { $dir }: ask again with { $resume } to continue
error-book-exists = { $dir } holds a book of this game already; continue or deepen it with { $resume }, or delete the directory to start over
error-book-mismatch = { $dir } holds { $found }, not { $wanted }: { $resume } continues an unfinished book to the depth it was started for, or deepens a finished one; delete the directory to start over
error-book-damaged = the opening book in { $dir } is damaged ({ $damage }); repair it with `{ $call }`, which checks every file and rebuilds the damaged ones, or delete the directory
error-search-has-no-database = `{ $game }` is answered by search: { $db } and { $resume } are for a database (give { $method } to build one)
error-check-needs-upto = a conjecture is checked against a table: give { $upto }, not { $at }
error-check-pairs = { $check } checks a table of values or outcomes; this sequence lists pairs (Wythoff's P-positions): check the table of both heaps instead, `{ $call }` in x and y
error-check-no-table = { $check }: the report has no square table
error-table-of-one-parameter = { $param }: a table needs two different parameters
error-misere-outcomes = in misère play a heap has an outcome, not a Sprague-Grundy value; `{ $call }` lists the outcomes
error-misere-no-explanation = misère { $rules } has no worked explanation or strategy file; `{ $call }` gives the outcome, the genus of the position and of every move, and how they were found
error-misere-of-sum = { $misere } applies to a whole sum: give it once, for the whole sum
error-all-pirates = { $all } solves every number of pirates up to N; keep N at most { $most }
error-option-of-verbs = it is an option of { $verbs } there
error-partizan-sum = `{ $game }` is a partizan game: it sums with partizan games only (a Nim heap of n is the value *n: `{ $call }`)
error-misere-sum-explored = this misère sum is decided by exploring it as one game (no quotient covers it, and the SJ theorem's condition fails in a component: some position of Sprague-Grundy value 0 has moves but none to value 1); `{ $solve }` gives its outcome and moves
error-no-part-takes-method = none of the parts takes it in `{ $sequence }` ({ $parts } choose no method)
list-and = {" and "}
list-comma = {", "}
error-takes-only = it takes only { $verbs }
error-takes-no-verb = it takes no verb
error-io = cannot { $what ->
    [read-numbers] read numbers from
    [read-game-file] read the game file
    [create-directory] create the directory
    [write-checkpoint] write the checkpoint
   *[read-checkpoint] read the checkpoint to resume from (it is written when a run is interrupted)
} { $path }: { $why }
io-not-found = No such file or directory
io-permission-denied = Permission denied
io-already-exists = File exists
error-script-read = cannot read the rules script { $file }: { $why }
error-script-syntax = { $at }: syntax error: { $why }
error-script-runtime = { $at }: error in { $call }: { $why }
error-cannot-write = cannot write { $what ->
    [thermograph] the thermograph
    [dot] the DOT file
    [strategy] the strategy
    [plot] the plot
   *[values] the values to
} { $path }: { $why }
error-no-database-yet = { $game } has no database yet (in { $dir }): solve it first, with `{ $solve }` and the same game without a position
error-cutting-sides = `cutting` takes the two sides of the sheet, e.g. `{ $call }`
error-name-graph-position = name the position to look up: `{ $call }`
error-name-script-position = name the position, in script syntax: `{ $call }`
error-needs-board-or-graph = `{ $game }` needs a board or a graph, as in `{ $board }` or `{ $graph }`
error-chomp-unchecked = { $check } does not know Chomp's rules, so a Chomp strategy could not be checked: ask `{ $solve }` for the winning move at each position instead
error-whole-positions = { $path }: `{ $verb }` needs whole positions; this script splits them into parts (remove `split` to explore whole positions)
error-beyond-small-values = the value of a heap of { $heap } is { $value }, beyond the 32-bit Sprague-Grundy values a sum's derivation is written in; `{ $solve }` answers the position
error-give-heaps = give the heap sizes after the game, as in `{ $call }`
error-wythoff-two-heaps = wythoff takes two heap sizes, as in `{ $call }`
error-play-heap-limit = `{ $play }` keeps heaps to { $limit } tokens or fewer
error-name-a-game = name a game: a built-in game with its parameters (`nim 3 4 5`), a game-graph file or a rules script; `{ $list }` shows the built-in games

## error ids (engine/src/error.rs: `EngineError::id`): a message of its own for each error a
## program tells apart by its id; the problem itself is the game's words
error-param-invalid = { $param }: { $problem }
conjecture-integer-not-condition = an integer where a condition was expected
conjecture-condition-not-integer = a condition where an integer was expected
conjecture-result-too-large = the result is too large (beyond 2^127)
conjecture-table-xy-not-n = this table has two parameters, x and y; n is not one of them
conjecture-table-n-not-xy = this table has one parameter, n; x and y are not defined
conjecture-division-by-zero = division by zero
conjecture-shift-range = a shift must be by 0 to 127 bits
conjecture-negative-exponent = a power needs an exponent of 0 or more
conjecture-negative-argument = { $name } needs a number of 0 or more
conjecture-table-n-uses-xy = the table has one parameter, n; the conjecture uses x or y
conjecture-table-xy-uses-n = the table has two parameters, x and y; the conjecture uses n
conjecture-needs-values = the conjecture gives values, but the table has only outcomes (P/N): write a condition for the P-positions instead, such as `EXPR == 0`
conjecture-fails-at = at { $at }: column { $column }: { $why }
conjecture-at-column = column { $column }: { $why }
conjecture-too-long = a conjecture may have at most { $most } characters
conjecture-closes-nothing = this `)` closes no `(`
conjecture-expected = expected { $what }, found { $found }
conjecture-an-operator-or-the-end = an operator or the end
conjecture-an-operand = a number, `n`, a function or `(`
conjecture-quoted = `{ $text }`
conjecture-the-number = the number { $n }
conjecture-the-end = the end
conjecture-number-too-large = this number is too large (beyond 2^127)
conjecture-unexpected-character = unexpected character `{ $character }`
conjecture-single-equals = `=` is not an operator: compare with `==`
conjecture-too-deep = the expression nests more than { $most } deep
conjecture-no-chains = comparisons do not chain: write `a < b && b < c`
conjecture-ends-too-soon = the expression ends too soon
conjecture-irrational = { $name } is irrational: use it as floor(EXPR * { $name })
conjecture-unknown-name = unknown name `{ $name }`: the variables are n (or x and y), the functions min, max, abs, popcount, gcd, isqrt, mex, floor
conjecture-one-argument = one argument
conjecture-two-arguments = two arguments
conjecture-at-least-arguments = at least { $n } { $n ->
    [one] argument
   *[other] arguments
}
conjecture-arguments = { $name } takes { $want }, not { $given }
conjecture-floor-shape = floor takes a product with phi or phi2, such as floor(n * phi) (put sums and quotients in parentheses; integer division already rounds down)
conjecture-floor-once = floor takes phi or phi2 once
conjecture-floor-factor = floor's factor
conjecture-a-condition = a condition (true or false)
conjecture-an-integer = an integer
conjecture-needs = { $what } needs { $needs }, but is given { $given }
conjecture-both-sides = `{ $op }` needs { $needs } on both sides; its { $side } side is { $given }
conjecture-compares = `{ $op }` compares { $left } with { $right }
conjecture-then-else = `then` gives { $then } but `else` gives { $otherwise }
conjecture-paren-after = `(` after { $name }
conjecture-comma-or-paren = `,` or `)`
conjecture-not = `!` (not)
conjecture-negation = `-` (negation)
conjecture-bitwise-not = `~` (bitwise not)
conjecture-argument-of = { $name }'s argument

## Contest input: `boyi judge` and `boyi nimber` on standard input (engine/src/judge.rs)

judge-name-the-family = name the family of the problem: `boyi judge nim` (`boyi judge --help` lists them)
judge-takes-no-parameter = `boyi judge { $family }` takes no parameter: each case gives its own numbers
judge-no-such-family = `boyi judge` has no family `{ $family }`: it judges heap games (nim, bash M, subtraction S, ...), wythoff, cutting, euclid, staircase and moore
judge-without-heaps = `boyi judge { $family }` reads the heaps of each case from standard input: name the game without them
judge-misere-nim-only = `boyi judge` answers misère play for Nim only (`nim --misere`)
input-too-large = line { $line }: { $what } is larger than 18446744073709551615
input-ended = line { $line }: expected { $what }, but the input ended
input-not-a-number = line { $line }: expected { $what }, found `{ $found }`, which is not a whole number from 0 up
input-followed-by = line { $line }: expected { $what }, found a number followed by `{ $found }`
input-out-of-bounds = line { $line }: { $what } is { $value }, but it must be between { $least } and { $most }
input-after-the-last-case = line { $line }: unexpected `{ $found }` after the last case
input-cases = T, the number of cases
input-products = T, the number of products
input-heaps-of-case = n, the number of heaps of case { $case }
input-steps-of-case = n, the number of steps of case { $case }
input-heap-size = a heap size
input-heap-a = heap a
input-heap-b = heap b
input-width = the width w
input-height = the height h
input-most-heaps = k, the most heaps a move takes from
input-step-coins = the coins on a step
input-factor-a = a
input-factor-b = b
nimber-not-a-nimber = `{ $text }` is not a 64-bit nimber: write a number from 0 to 18446744073709551615 (or 0x0 to 0xffffffffffffffff)
nimber-no-such-operation = `{ $op }` is not a nimber operation; boyi knows { $known }
nimber-operands = `boyi nimber { $op } { $names }` takes { $want } { $want ->
    [one] operand
   *[other] operands
}, not { $given }
nimber-division-by-zero = division by 0
nimber-no-inverse = 0 has no inverse
nimber-no-order = 0 has no order
nimber-no-log = no power of A is B
nimber-no-result = { $equation }: none ({ $why })

## rarer engine errors (engine/src/said/, error.rs: Said::Phrase ids; os_reason; script_message; cli)
reason-plot-sg-only = only Sprague-Grundy values are drawn; these values are outcomes or pairs (use --format csv)
error-not-a-game-file = `{ $file }`: not a game file boyi knows (game graphs end in .txt, .graph or .json, rules scripts in .rhai)
reason-query-explored-only = only explored games (game-graph files and native games) look positions up by value
error-script-bad-value = { $file }: { $call } returned { $found }, but { $expected }
strategy-check-accepted = { $file }: accepted: { $game }: { $positions } positions answered, every line won within { $longest } plies (stated { $stated })
strategy-check-rejected = { $file }: rejected: { $why }
cli-strategy-written = { $game }: a winning strategy for the player to move at { $start }, { $replies } replies, every line won within { $plies } plies; check it with `boyi check-strategy { $file }`
cli-words-two = --words takes two words separated by a comma, as `Yes,No`, not `{ $given }`
cli-explores-no-game = --{ $option } does not apply to `boyi { $verb }`: it explores no game
cli-cannot-read-stdin = cannot read standard input: { $why }
cli-cannot-write-output = cannot write the answer to standard output: { $why }
cli-takes-no-game = this verb takes no game
cli-option-of-other-verbs = --{ $option } does not apply to `boyi { $verb } { $game }`: it is an option of { $takers }
cli-verb-named = `boyi { $verb }`
cli-strategies-rejected = { $rejected } of { $all } strategies rejected
cli-count-incomplete = the count is incomplete: { $why } (raise it with --memory)
cli-unknown-lang = { $source } { $name }: boyi speaks `en` (English) and `zh` (中文)
cli-serve-open-host = warning: listening on { $host }: other machines that reach this address can use the explorer, and open game files under the current directory
cli-serve-ready = boyi explorer: { $url } (Ctrl-C to stop)
cli-serve-no-threads = cannot start the explorer's threads: { $why }
cli-serve-cannot-listen = cannot listen on { $addr }: { $why }
cli-serve-stopped = the explorer stopped: { $why }
cli-built-without-serve = this boyi was built without the web explorer; build it with the `serve` feature: `cargo install --path crates/cli --features serve`, or run `cargo run --release -p boyi-cli --features serve -- serve`
need-explored = the game needs more than the memory budget allows: it stopped after { $positions } positions and { $moves } moves
error-core-too-large = too large for the in-memory solver: { $why }
error-cycle = the game graph has a cycle through position `{ $position }`; Sprague-Grundy values need an acyclic game
error-at-position = position `{ $position }`: { $why }
words-of-a-lower-crate = { $why }
error-graph-file-at = { $path }: line { $line }, column { $column }: { $why }
error-graph-file-line = { $path }: line { $line }: { $why }
error-no-value-to-read = `{ $whole }`: no value to read; write one in CGSuite's notation, as {"{"}1|-1{"}"}, ^*, +-1, 3/4
error-not-cgsuite = `{ $text }`: not a value in CGSuite's notation, { $why }
error-beyond-cgt-range = `{ $text }`: numbers beyond boyi-cgt's range (denominators up to 2^58, magnitudes up to 2^60)
error-sum-beyond-cgt-range = a sum with numbers beyond boyi-cgt's range (denominators up to 2^58, magnitudes up to 2^60)
reason-board-rules-say-who-wins = board games' rules say who wins
error-database-needs-directory = a database of { $game } needs a directory: name one (`db`), or give the context a data directory
reason-book-goes-to-data-directory = the book goes to the data directory, where solve, query and play look for it
error-book-from-empty-board = a book starts from the empty board; give no position
error-book-needs-directory = a book of { $game } needs a directory: give the context a data directory
kept-proved-between = proved so far: the position is worth between { $lo } and { $hi } for the player to move
error-euclid-positive-heaps = Euclid's game starts with two positive heaps (a move that empties one ends it)
error-every-sg-positive-heaps = every component of `every-sg` is Euclid's game on two positive heaps, not ({ $a }, { $b })
error-head-value-beyond-64-bits = the value of a head at { $x } of { $rules } does not fit in 64 bits
reason-normal-play-only = boyi answers `{ $game }` in normal play (whoever cannot move loses) only
error-closed-form-disagrees = internal error: the closed form ({ $closed }) and minimax ({ $minimax }) disagree
error-cutting-width = the width must be between { $least } and { $most }
error-sheet-too-large = a { $w } × { $h } sheet is too large: sides of at most { $most } are supported
error-sheet-beyond-moments = a { $sheet } sheet is larger than boyi solves in moments (sides up to { $most })
error-cutting-misere-sum = { $game }: the Cutting Game ends when a 1 x 1 piece is cut out, not when a player cannot move, so misère play of a sum with it is not defined
error-explain-pirates-rows = the table has a row for each number of pirates; explain keeps to { $most } pirates
error-explain-pie-rows = explain keeps Pie Rules to { $most } slices (the table has a row per slice)
reason-rules-say-how-it-ends = the rules of `{ $game }` say how it ends
reason-endless-is-a-draw = no final value is a score, so endless play is simply a draw
reason-explained-by-minimax = its final values are scores: it is explained by minimax, with no retrograde rounds to draw
error-not-a-position-named = `{ $text }` is not a position of this game (positions are named as reports list them)
error-directory-not-game-file = { $path } is a directory, not a game file
error-not-utf8 = { $path }: not UTF-8 text (byte { $byte } is not valid UTF-8)
error-of-file = { $path }: { $why }
reason-misere-same-game = every position without a move has a final value here, and misère play only changes who wins where the player to move has no move and no final value: it would answer the same game
error-graph-positions-by-name = { $path }: positions of a game graph are looked up by their names
error-graph-has-no-position = { $path } has no position named `{ $name }`
error-strategy-of-scores = { $path }: final values are scores, and a strategy is written for win, loss and draw only
error-strategy-of-lost-nim-value = the player to move loses at { $position } (its nim-value is 0): only a won position has a winning strategy (move first, then ask for the winner's)
error-no-move-to-zero = no move to 0 from { $position }, whose value is not 0
error-no-such-board = { $game } has no { $w } x { $h } board
kept-parts-values = { $n } parts' values saved to { $path }; the same command starts from them
error-heap-value-unknown = the value of a heap of { $n } is not known
error-quotient-reaches-only = the misère quotient of { $rules } reaches heap { $n } only
error-wythoff-two-heap-sizes = wythoff takes two heap sizes
error-genera-stop = the genera of { $rules } stop at heap { $n } and its misère outcomes beyond need its misère quotient: { $why }
reason-heaps-no-graph = heap games are solved by their values, without a graph to draw
reason-heaps-no-database = heap games are solved in memory; there is no database
error-wythoff-sum-heaps = { $game }: Wythoff's game joins a sum only with heaps under { $most } (its values come from a table)
error-value-too-large-for-sum = { $game }: its value { $value } is too large to join a sum (at most 2^32 - 1)
error-not-a-wythoff-position = `{ $text }` is not a position of Wythoff's game: give two heap sizes up to { $most }
error-heap-value-of-rules-unknown = the value of a heap of { $n } of { $rules } is not known
error-checkpoint-of-another = { $path }: the checkpoint is of `{ $game }` by the { $method } method, not `{ $wanted }` by the { $wanted_method } method
error-position-of-type = `{ $game }` is looked up by positions of type { $kind }
error-not-reached = `{ $position }` is not a position of `{ $game }` (not reached from its start)
error-script-moves-changed = { $path }: the moves of { $position } changed between two calls (a rules script must give the same moves every time)
reason-partizan-normal-play = partizan games are valued under normal play (the last player to move wins)
error-partizan-script-starts = { $path }: a partizan script is valued from one position, and `starts()` gives { $n }: name the position after the script's parameters
error-directory-not-script = { $path } is a directory, not a rules script
error-split-normal-play-only = { $path }: a misère game is not decided by its parts' Sprague-Grundy values, so a script with `split` is solved in normal play only (remove `split` to explore whole positions in misère play)
error-starts-returned-none = { $path }: `starts()` returned no position for { $param } = { $n }
reason-script-splits = this script splits its positions into parts, so there is no whole game graph (remove `split` to explore whole positions)
error-split-from-start = { $path }: a script with `split` is solved from its start; give no position
error-sequence-from-start = { $path }: a sequence starts from the script's start; give no position
error-script-has-no-parameter = { $path }: the script has no parameter `{ $param }`
error-script-no-parameter-to-vary = { $path }: the script declares no parameter to vary (declare one as `const N = param("n", 10);`)
error-quote-not-closed = `{ $text }`: a quote { $quote } is not closed
error-plus-between-games = a `+` must stand between two games, as in `nim 3 + 0.77 5`
error-no-lookup-by-name = `{ $game }` cannot look positions up by name; play moves from the start instead
error-strategy-of-unwon = `{ $position }` is { $outcome ->
    [draw] a draw
   *[loss] lost
} for the player to move: only a won position has a winning strategy
error-strategy-too-large = the strategy would answer more than { $most } positions; try a smaller position
error-strategy-of-lost = the player to move loses at { $position }: only a won position has a winning strategy (move first, then ask for the winner's)
error-strategy-game-over = the game is over at { $position }: the player to move has won without a move, so there is no strategy to write
error-not-summable = `{ $game }` cannot be part of a sum: sums are of impartial games
error-misere-sum-as-one-game = the misère sum is explored as one game, and { $why }
reason-misere-sum-no-table = a misère sum is not decided by its components' values, so its table is not their xor; solve its positions one by one
error-misere-sum-not-explicit = { $game }: misère play of a sum needs every component as an explicit game, and this one is not
error-no-sg-per-size = `{ $game }` has no Sprague-Grundy value per size, so it cannot be one side of a table
error-table-from-same-value = `{ $x }` starts at { $xparam } = { $xfrom } and `{ $y }` at { $yparam } = { $yfrom }: a table needs both from the same value
reason-grid-normal-play = grid and graph games are valued under normal play (the last player to move wins): nim-values add over the independent parts, misère values do not
error-of-game = { $game }: { $why }
reason-not-impartial = not an impartial game
io-invalid-input = Invalid argument
io-invalid-data = The data is not valid (for text, not UTF-8)
io-is-a-directory = Is a directory
io-not-a-directory = Not a directory
io-directory-not-empty = Directory not empty
io-storage-full = No space left on device
io-quota-exceeded = Disk quota exceeded
io-file-too-large = File too large
io-read-only-filesystem = Read-only file system
io-timed-out = Timed out
io-interrupted = Interrupted
io-unexpected-eof = The file ended early
io-write-zero = Nothing could be written
io-unsupported = Not supported on this system
io-out-of-memory = Out of memory
io-broken-pipe = Broken pipe
io-would-block = The operation would block
io-resource-busy = Device or resource busy
io-crosses-devices = Cannot move a file across file systems
io-too-many-links = Too many links
io-invalid-filename = Invalid file name (too long, or a character the system refuses)
io-executable-file-busy = Text file busy
io-deadlock = Resource deadlock avoided
io-stale-network-file-handle = Stale network file handle
io-argument-list-too-long = Argument list too long
io-connection-refused = the connection was refused
io-connection-reset = the connection was reset
io-connection-aborted = the connection was aborted
io-not-connected = not connected
io-address-in-use = the address is already in use
io-address-not-available = the address is not available on this machine
io-host-unreachable = the host cannot be reached
io-network-unreachable = the network cannot be reached
io-network-down = the network is down
io-not-seekable = it cannot be read from a chosen place (a pipe or a terminal)
io-os-error = the operating system's error { $code } ({ $words })

## --help (cli/src/help/mod.rs; clap shows one-sentence help without its final period)

help-boyi = boyi (博弈): solve combinatorial games exactly: who wins, how fast, which moves win
help-opt-json = Machine-readable JSON output (the engine's report types; `boyi schema` describes them)
help-opt-quiet = No progress bars
help-opt-memory = Memory budget in MiB for exploring and solving
help-opt-threads = Worker threads, 1 to 256 (default: all cores)
help-opt-lang = The language of the text: `en` or `zh` (default: $BOYI_LANG, else the locale, else en); `--json` is the same in every language
help-solve = Who wins, the value, and the best moves
help-sequence = Values over a parameter: SG values of heap sizes 0..=N, with their pattern
help-play = Play against perfect play
help-query = One position's value and every move's
help-explain = Why the position has its value: the derivation worked on its numbers
help-strategy = A winning strategy for the player to move, as JSON, for `boyi check-strategy`
help-quotient = The misère quotient of a heap game (Plambeck–Siegel): its monoid, P-portion and the element of every heap, which decide any misère sum of heaps
help-check-strategy = Checks strategy files against the rules, with a checker sharing no code with the solvers
help-book = An opening book: the exact value of every position up to N plies (board games), used by solve, query and play
help-count = Positions reachable after each number of plies (board games)
help-serve = The web explorer: a local server with a page that draws and plays every game
help-value = A value of partizan game theory in CGSuite's notation: its canonical form, outcome class, stops, mean, temperature, birthday, atomic weight, ...
help-nimber = Nim arithmetic: `mul A B`, `inv A`, `sqrt A`, ...; with no operation, Library Checker's "Nim Product" input on standard input
help-judge = Contest input on standard input (T, then each case): the winner of each case
help-list = The games boyi knows, with their parameters and options
help-schema = The JSON Schema of every report `--json` prints
help-usage = Usage: { $usage }
help-heading-commands = Commands
help-heading-options = Options
help-heading-arguments = Arguments
help-flag-help = Print help
help-flag-version = Print version
help-help = Print this message or the help of the given subcommand(s)
help-default = {"["}default: { $value }]
help-possible-values = {"["}possible values: { $values }]
clap-error = error: { $message }
clap-try-help = For more information, try '{ $help }'.
clap-similar = tip: { $count ->
    [one] a similar { $what } exists
   *[other] some similar { $what }s exist
}: { $possible }
clap-tip = tip: { $tip }
clap-missing-required = the following required arguments were not provided:{ $args }
clap-unknown-argument = unexpected argument '{ $arg }' found
clap-value-required = a value is required for '{ $arg }' but none was supplied
clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-because = : { $why }
clap-number-empty = it is empty, and a whole number is needed
clap-number-not-digits = a whole number is written with the digits 0-9 only
clap-number-too-large = the number is too large for this option
clap-number-too-small = the number is too small for this option
clap-number-zero = it cannot be 0
clap-invalid-subcommand = unrecognized subcommand '{ $name }'
clap-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
clap-subcommands = {"["}subcommands: { $values }]
clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
clap-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-too-few = { $min } values required by '{ $arg }'; only { $given } { $given ->
    [one] was
   *[other] were
} provided
clap-wrong-number = { $want } values required for '{ $arg }' but { $given } { $given ->
    [one] was
   *[other] were
} provided
clap-repeated = the argument '{ $arg }' cannot be used multiple times
clap-conflict = the argument '{ $arg }' cannot be used with { $with }
clap-with-these = :{ $args }
clap-with-others = one or more of the other specified arguments
help-judge-families = Families and the input of one case:
help-judge-each-case = each case: { $case }
help-judge-family-nim = nim, bash M, subtraction S, allbut S, grundy, lasker, kayles, dawson, an octal code (0.77, 4.07, ...); nim --misere
help-judge-case-nim = n, then n heap sizes (the game sum of n heaps)
help-judge-family-wythoff = wythoff
help-judge-case-wythoff = a b: the two heaps
help-judge-family-cutting = cutting
help-judge-case-cutting = w h: the sheet (2 to 200 each)
help-judge-family-euclid = euclid
help-judge-case-euclid = a b: the two heaps (both positive)
help-judge-family-staircase = staircase
help-judge-case-staircase = n, then the coins on steps 1 to n
help-judge-family-moore = moore
help-judge-case-moore = n k, then n heap sizes (take from 1 to k heaps; k = 1 is Nim)

## The web page (crates/web/assets, served by /api/messages): the page fills in `{ $name }`
## itself, so these stay plain patterns (text, variables, quoted literals), one line each.

# What the server words for the page (crates/web/src): sequence offers, why a game is not played.
web-not-move-by-move = `{ $game }` is not played move by move
web-offer-one-heap = one heap
web-offer-one-heap-misere = one heap, in misère play
web-offer-two-heaps = two heaps
web-offer-both-heaps = both heaps
web-offer-sheet = the sheet's width and height
web-cost-quick = about { $time } to compute
web-cost-slow = about { $time } to compute: it runs with its progress shown, and can be cancelled
web-cost-refused = `{ $game }` to { $upto } would take about { $time }, over the explorer's limit of { $limit }; ask for less, or run `boyi sequence { $game } --upto { $upto }`
web-seconds = { $n } s
web-minutes = { $n } minutes
web-hours = { $n } hours
web-busy = { $n } computations are running already; wait for one to finish or cancel one
web-cache-too-small = `{ $game }` was solved, but its answers are larger than the explorer's cache (half the memory budget); raise --memory
web-files-under = { $file }: the explorer opens files under { $root } (where it was started) or named to `boyi serve`
web-no-address = no such address: { $path } (the API is listed at /api)
web-method = { $method } is not taken by { $path } (docs/web-api.md lists the methods)
web-bug = the request failed inside boyi (a bug: please report the game and the request)
web-give-query = give `{ $key }` in the query string, as in ?{ $key }={ $example }
web-whole-number = `{ $key }` must be a whole number, not `{ $value }`
web-expression-too-long = the expression is longer than { $most } bytes
web-body-not-json = the body is not JSON: line { $line }, column { $column }: { $error }
web-body-not-object = the body must be a JSON object, as {"{"}"game": "nim 3 4 5"{"}"}
web-give-body = give `{ $key }` in the body, as {"{"}"{ $key }": "{ $example }"{"}"}
web-not-string = `{ $key }` must be a string, not { $found }
web-name-too-long = the game's name is longer than { $n } characters
web-heaps-file = `{ $token }`: heap sizes from a file (@FILE) are read by the command line only; give the sizes
web-start-only = `{ $game }` explains its start only, not a position named `{ $position }`
web-answers-start = `{ $game }` answers its start only: { $why }
web-no-lookup = it has no positions to look up
web-no-position = `{ $game }` has no position to show
web-give-upto-or-at = give `upto` (values for 0..=upto) or `at` (one value), as in ?game=0.77&upto=200
web-give-upto = give `upto`, as in ?game=nim&upto=1000000
web-upto-over = upto={ $upto }: the web explorer computes sequences up to { $max }; `boyi sequence` goes further
web-too-many-moves = { $n } moves: a session replays at most { $max }
web-list-strings = `{ $key }` must list strings, not { $found }
web-move-list = `{ $key }` must be a list of move names, as ["5", "1"], not { $found }
web-side = `{ $key }` must be "first", "second", "left", "right" or null, not { $found }
web-no-session = no session `{ $id }`
web-session-gone = no session `{ $id }` (sessions end when the server restarts or after many others were opened); open the game again
web-steps = `steps` must be a whole number from 1, not { $found }
web-no-job = no job `{ $id }` (finished jobs are forgotten after a while)
web-no-thread = cannot start a thread: { $error }
web-body-too-long = the body is { $bytes } bytes: over the length limit of { $most } bytes
web-cannot-write-json = cannot write the answer as JSON: { $why }
web-address-move = move { $n } of the game's address, `{ $token }`, is not a move there: { $why }
web-nothing-to-undo = no move to take back
web-nothing-to-redo = no move taken back to play again
web-no-hint = the game is over: no move to hint
web-no-page-file = no file `{ $name }` in the page
web-cannot-read-asset = cannot read `{ $name }` from BOYI_WEB_ASSETS: { $why }

## the Python package's own errors (crates/python/src)
py-timeout = stopped after the timeout of { $seconds } s{ $kept }
py-interrupted = interrupted{ $kept }
py-not-a-position = { $position } is not a position of `{ $game }` (not reached from its start)
py-query-a-sum = `{ $game }` is a sum: query its components
py-unhashable = { $game }: a position must be hashable, and { $value } is not ({ $why }); use a tuple or a frozenset instead of a list or a set
py-not-hashable = a position must be hashable, and { $value } is not ({ $why })
py-too-many-positions = { $game }: more than { $max } positions (max_positions); a game that never ends needs a limit, a larger one can be given as boyi.define(..., max_positions=N)
py-callback-raised = { $game }: { $call } raised { $why }
py-moves-not-a-list = { $game }: { $call } returned { $found }; return a list (or any iterable) of positions
py-moves-not-iterable = { $game }: { $call } returned { $found }, which is not iterable; return a list of positions
py-terminal-not-an-end = { $game }: { $call } returned { $found }; return None while play goes on, 'win', 'loss' or 'draw' for the player to move, or an integer score
py-none = None
py-value-of-kind = the { $kind } { $repr }


page-title = boyi explorer
page-title-game = { $title } — boyi explorer
page-language = language
page-nav-games = games
page-nav-any = any game…
page-chooser-title = Any game boyi knows
page-chooser-game = game
page-chooser-text = or write it as on the command line
page-open = open
page-cancel = cancel
page-why-button = why?
page-board-label = the board: arrow keys choose a move, Enter or Space plays it; u takes back, r replays, h hints
page-keys = Keys on the board: arrows choose, Enter or Space plays, { $k1 } undo, { $k2 } redo, { $k3 } hint.
page-undo = undo
page-redo = redo
page-hint = hint
page-new-game = new game
page-boyi-plays = boyi plays
page-boyi-nobody = nobody (explore)
page-boyi-first = first
page-boyi-second = second
page-boyi-left = Left
page-boyi-right = Right
page-hide-values = hide the values
page-moves = Moves
page-moves-note = (value for the player who makes it, best first)
page-history = Value history
page-why = Why
page-compute = compute
page-footer-values = Values are for the player to move; a move's value is for the player who makes it.
page-win = win
page-lose = lose
page-draw = draw
page-graph-layout = graph layout by
page-error-list = the gallery and "any game…" show the games boyi knows
page-error-what = { $what }:{" "}
page-error-moves = The moves in the address were not replayed
page-error-open = Cannot open { $game }
page-error-sequence = The sequence
page-error-act = That did not work
page-error-server = Cannot reach the server
page-progress-of = { $phase } ({ $done } of { $total })
page-progress-done = { $phase } ({ $done })
page-progress-starting = starting
page-param-default = (default)
page-param-default-is = (default: { $value })
page-param-placeholder = default { $value }
page-param-numbers = e.g. 3 4 5
page-misere-play = misère play (the last player to move loses)
page-examples = examples:
page-wins-sum = wins the sum
page-loses-sum = loses the sum
page-side-first = the first player
page-side-second = the second player
page-side-left = Left
page-side-right = Right
page-you = you
page-side-who = { $side } ({ $who })
page-to-move = { $side } to move
page-to-move-colon = { $side } to move:
page-final-to-move = The final position: { $side } to move:
page-score = score { $score }
page-value-sg = { $value }, SG value { $sg }
page-play-move = play { $move }
page-best-moves-only = (only the best moves are listed: there are too many to list)
page-over-won = Game over: { $side } wins — { $reason }.
page-over-drawn = Game over: a draw — { $reason }.
page-thinking = boyi is thinking…
page-working = working out the position…
page-played = { $who } played { $move }
page-mistake = a mistake: { $why }
page-working-why = working out why…
page-values-over = Values over { $over }
page-each-up-to = each up to
page-from-zero-to = { $over } from 0 to
page-see = see { $over }
page-hint-is = hint: { $move } ({ $value })
page-outcome-win = win
page-outcome-loss = loss
page-outcome-draw = draw
page-outcome-win-in = win in { $n }
page-outcome-loss-in = loss in { $n }
page-letter-win = W
page-letter-loss = L
page-letter-draw = D
page-move-canonical = value { $value } ({ $class })
page-move-genus = genus { $genus }
page-list-sep = ,{" "}
page-nothing = nothing
page-heap-move = heap { $heap } → { $to }
page-heap-move-from = heap { $heap } ({ $from }) → { $to }
page-column = column { $column }
page-cell = row { $row }, column { $column }
page-no-heaps = no heaps left
page-heap-size = heap { $heap }: { $size }
page-leave = leave { $k } in heap { $heap }
page-leave-not-move = leaving { $k } is not a move
page-sheet = a sheet { $w } by { $h }
page-slices-left = { $n } slices to hand out, next first:
page-slices-done = every slice is handed out
page-slices-moves = the token holder takes the next slice or gives it away (the moves are listed beside)
page-board = the board { $board }
page-cells-how = Click a cell to play there; a move of two cells takes two clicks: its first cell, then its second.
page-graph-of = game graph of { $n } positions
page-graph-table = every position as text
page-position = position
page-value = value
page-moves-to = moves to
page-click-to-move = { $what } (click to move here)
page-zoom-in = zoom in
page-zoom-out = zoom out
page-zoom-fit = fit
page-zoom-all = all
page-zoom-how = drag to move, wheel to zoom
page-history-label = value history: each point a position of the game; choose one to go back to it
page-axis-first-wins = first wins
page-axis-second-wins = second wins
page-axis-left-wins = Left wins
page-axis-right-wins = Right wins
page-axis-first-ahead = first ahead
page-axis-second-ahead = second ahead
page-axis-left-ahead = Left ahead
page-axis-right-ahead = Right ahead
page-axis-even = even
page-axis-draw = draw
page-history-point = position { $i }: { $side } to move, { $value }
page-history-after-mistake = ; the move before was a mistake: { $why }
page-start = (start)
page-history-entry = { $side } to move: { $value }
page-history-played = {" "}— played { $move }
page-history-mistake = {" "}(a mistake: { $why })
page-history-text = the history as text
page-sg-values = Sprague-Grundy values
page-range = n = { $lo } to { $hi }
page-pattern-none-computed = no pattern computed
page-pattern-none = no pattern in the values up to { $upto }
page-pattern-period = period { $period } from the start
page-pattern-period-after = period { $period } after a preperiod of { $preperiod }
page-pattern-saltus = , saltus { $saltus }
page-pattern-proved = : proved for every n
page-pattern-proved-to = : proved for every n (checked to n = { $n })
page-pattern-observed = : observed, checked to n = { $n } (not proved beyond)
page-rule-proved = proved
page-rule-proved-by = proved: { $proof }
page-rule-checked = checked to { $n }, not proved beyond
page-heat-label = { $of } of { $x } and { $y } from { $from } to { $to }
page-class-L = Left wins, whoever starts
page-class-R = Right wins, whoever starts
page-class-N = the player to move wins
page-class-P = the player to move loses
page-no-move = { $side } has no move.
page-side-moves = { $side }'s moves (the best marked)
page-to = to
page-class = class
page-thermograph = thermograph
page-thermograph-title = Thermograph
page-no-thermograph = no thermograph: { $why }
page-outcome-class = outcome class
page-stops = stops
page-stops-are = Left's { $left }, Right's { $right }
page-mean = mean
page-temperature = temperature
page-birthday = birthday
page-sum-of = a sum of
page-regions = regions valued
page-genus = genus
page-misere-nim-value = misère nim-value
page-normal-nim-value = normal nim-value
page-tame-or-wild = tame or wild
page-tame-long = tame (plays like misère Nim)
page-wild-long = wild (not like misère Nim: its quotient decides sums)
page-beyond-heaps = (beyond the heaps computed)
page-quotient = Misère quotient
page-order = order
page-presentation = presentation
page-p-portion = P-portion
page-status = status
page-quotient-complete = complete (proved at heap { $n })
page-quotient-partial = partial: the quotient of heaps 0..={ $n }
page-position-heaps = this position's heaps
page-quotient-rule = A misère sum is lost for the player to move exactly when the product of its heaps' elements lies in the P-portion.
page-no-quotient = no quotient: { $why }
page-tame = tame
page-wild = wild
page-outcome = outcome
page-tame-wild = tame/wild
page-positions = positions
page-positions-counts = { $n } ({ $win } won, { $loss } lost, { $draw } drawn for the player to move)
page-moves-count = moves
page-values = values
page-values-scores = scores: the final score for the player to move
page-play = play
page-graph-limit = the graph is drawn for games of at most 200 positions
page-graph-title = The game graph
page-heaps = heaps
page-heap-values = their values
page-sg-value = SG value
page-play-misere = misère (who takes the last token loses)
page-play-normal = normal (who takes the last token wins)
page-how = how
page-database = database
page-tiers = tiers solved
page-of = { $done } of { $total }
page-on-disk = on disk
page-answered-by = answered by
page-search-how = exact search (alpha-beta with a transposition table), and an opening book where there is one
page-nodes = nodes
page-seconds = seconds
page-misere-note = {" "}(misère play)
page-sum-outcome = { $outcome } for the player to move — { $method }
page-sum-winning = winning move: in component { $component } ({ $game }), { $move }
page-sum-drawing = drawing move: in component { $component }, { $move }
page-sum-no-win = no winning move: every move loses
page-component = component
page-component-moves = its moves (value for the sum)
page-not-drawn = not drawn here: { $why }
page-pie-result = Perfect play: Alice { $alice }, Bob { $bob } (Alice's margin { $margin }).
page-slice = slice
page-pie-decides = token holder decides
page-pie-gets = who gets it
page-pie-take = take is worth
page-pie-give = give is worth
page-absolute-label = Alice keeps { $kept }, Bob { $bob }: value { $value }
page-absolute-line = Alice's numbers above the line, Bob's below; the kept pair joined: { $value } ({ $method }).
page-sheet-value = The sheet { $sheet }: SG value { $sg }, { $outcome } for the player to move.
page-cut-into = cut into
page-cut-value = value after (xor)
page-pirates-caption = { $pirates } pirates, { $coins } coins
page-pirate = pirate
page-gold = gold
page-fate = fate
page-lives = lives
page-overboard = thrown overboard
page-each-round = each round
page-value-is = value { $value }
page-proposer-keeps = the proposer keeps { $gold }
page-proposer-dies = the proposer keeps nothing, and is thrown overboard
page-gallery-title = Choose a game
page-gallery-about = Every game is solved exactly: each move is coloured by its value (win, lose, draw), and you can play against perfect play, ask why, and share the address.
page-gallery-more = More games
page-gallery-tictactoe = Tic-tac-toe
page-gallery-tictactoe-note = a draw with perfect play
page-gallery-connect4 = Connect-Four
page-gallery-connect4-note = 7 × 6: the first player wins on ply 41
page-gallery-nim = Nim
page-gallery-nim-note = P2197: the xor of the heaps
page-gallery-wythoff = Wythoff's game
page-gallery-wythoff-note = 取石子游戏: the golden ratio
page-gallery-subtraction = Subtraction game
page-gallery-subtraction-note = AtCoder DP K "Stones"
page-gallery-bash = The Bash game
page-gallery-bash-note = take 1 to 3: n mod 4
page-gallery-kayles = Kayles
page-gallery-kayles-note = octal 0.77: period 12, proved
page-gallery-graph = A game graph with cycles
page-gallery-graph-note = the article’s: win, lose and draw
page-gallery-pirates = The pirates' gold
page-gallery-pirates-note = backward induction
page-gallery-pie = Pie Rules
page-gallery-pie-note = CF859C: take or give away
page-gallery-cutting = The Cutting Game
page-gallery-cutting-note = P10501: cut the sheet
page-gallery-absolute = The Absolute Game
page-gallery-absolute-note = SEERC 2019
page-gallery-scores = A scoring game
page-gallery-scores-note = values are scores
page-gallery-sum = A sum of games
page-gallery-sum-note = Nim plus Kayles: xor the values
page-gallery-grundy = Grundy's game
page-gallery-grundy-note = split a heap unequally
page-why-mex = At { $position }, the moves lead to SG values { $values }; the smallest value missing is { $mex }.
page-why-heap = heap
page-why-bouton = Bouton: write the heaps in binary and xor each column (is the count of ones odd?). The player to move loses exactly when every column is 0.
page-why-xor-is = The xor is { $xor } ({ $binary }).
page-why-xor-zero = Every move changes one heap, so it changes the xor: all { $n } moves leave a nonzero xor, and the opponent answers each one back to 0.
page-why-xor-top = Its highest bit is 2^{ $bit }. Take a heap with that bit down to heap xor { $xor }:
page-why-nim-move = heap { $heap }: { $from } → { $to } (take { $take })
page-why-misere-heaps = Heaps { $heaps }: { $big } larger than one, { $ones } of one; xor { $xor }.
page-why-misere-small = Every heap is at most 1: misère play differs here. The player to move wins exactly when the number of 1-heaps is even ({ $ones }).
page-why-misere-big = A heap is larger than one: play as in normal Nim until the move that would leave only heaps of one, then leave an odd number of them.
page-why-leaves = leaves { $heaps }
page-why-no-win = No move wins.
page-why-bash = Take 1 to { $m }: the lost heaps are the multiples of { $group }. { $n } mod { $group } = { $residue }.
page-why-bash-take = Take { $take }, leaving { $left }, a multiple of { $group }; then answer every k with { $group } − k.
page-why-bash-lost = Whatever you take, the opponent takes the rest of the group.
page-why-bash-row = outcome (0 lost, 1 won) of heaps 0, 1, …
page-why-heap-lost = The heap of { $n } has SG value { $value }: lost for the player to move.
page-why-heap-won = The heap of { $n } has SG value { $value }: won (move to a position of value 0).
page-why-periodic = The values are periodic: { $period } — { $status }.
page-why-proved-to = proved (checked to { $n })
page-why-observed = observed, not proved
page-why-heap-row = SG values of heaps 0, 1, …
page-why-winning-moves = Winning moves:
page-why-sum = Each component has a Sprague-Grundy value (the mex of its moves’ values); the sum’s is their xor.
page-why-why = why
page-why-sum-lost = xor = { $xor }: lost for the player to move.
page-why-sum-won = xor = { $xor }: won.
page-why-sum-move = Move in component { $component } from value { $from } to { $to }: { $move }.
page-why-final = final: { $value }
page-why-no-move = no move
page-why-move-to-lost = moves to { $to }, lost (round { $round })
page-why-all-to-won = every move goes to a won position: { $to }
page-why-at-round = { $to } (round { $round })
page-why-retrograde = Retrograde analysis of { $n } positions ({ $convention } play), from the ends back: a position is lost when every move goes to a won one, won when a move goes to a lost one; what is never decided is a draw.
page-why-round = round { $round }:{" "}
page-why-sep = ;{" "}
page-why-drawn = Drawn: each keeps away from losing by a cycle.
page-why-drawn-one = { $position }: avoids { $avoids }; cycle { $cycle }
page-why-sg-by-mex = The SG function of { $n } positions, each the mex of its moves' values, from the ends back:
page-why-truncated = (the lists are cut short)
page-why-pirates = pirates
page-why-pirate-n = pirate { $n }
page-why-votes = votes needed
page-why-dies = dies
page-why-pirates-rule = Backward induction: with one pirate fewer each pirate knows what they would get; the proposer buys the cheapest votes, one coin more than that (bought votes are marked).
page-why-pie-rule = From the last slice back: f(i) = max(s − f(i+1), f(i+1) − s), the token holder’s margin from slice i on.
page-why-size = size
page-why-after = after
page-why-take = take
page-why-give = give
page-why-pie-result = Perfect play: Alice { $alice }, Bob { $bob }.
page-why-decides = decides
page-why-gets = gets it
page-why-absolute-rule = Alice keeps the number farthest from Bob’s nearest; Bob keeps the nearest to it.
page-why-alice-number = Alice's number
page-why-bob-nearest = Bob's nearest
page-why-distance = distance
page-why-absolute-value = The value: { $value }
page-why-absolute-keeps = The value: { $value } (Alice keeps her number { $keeps })
page-why-wythoff = The lost positions are the pairs (a_k, b_k), built by the mex: a_k is the smallest number not yet used, b_k = a_k + k.
page-why-wythoff-closed = The lost positions are the pairs (a_k, b_k), built by the mex: a_k is the smallest number not yet used, b_k = a_k + k — and every pair listed is (⌊kφ⌋, ⌊kφ²⌋), Wythoff’s closed form.
page-why-wythoff-pair = { $heaps } is pair { $pair }: lost for the player to move.
page-why-wythoff-move = From { $heaps }, move to a pair: { $moves }.
page-why-line = Perfect play from here, move by move (each value is for the player who makes the move):
page-why-then = Then: { $reason }.
page-why-refutations = Every move loses; the answer to each:
page-why-move = move
page-why-reply = reply
page-why-ends = the game ends
page-why-scores = A scoring game: each position’s value is the final score for the player to move, the best over its moves of minus the value where each leads (negamax).
page-why-score-maker = score for its maker
page-why-perfect = Perfect play:{" "}
page-why-final-score = ; final score { $score }
page-why-head = { $outcome } for the player to move

## Titles and rules the engine words through the catalogue (boyi_report::Phrase, render/src/phrase.rs)
empty = {""}
phrase-list-separator = {", "}
title-family-heap = Heap games (Nim, subtraction, octal codes, Grundy, Wythoff)
game-nim = Nim: take any number of tokens from one heap
game-kayles = Kayles (octal game 0.77)
game-dawson-kayles = Dawson's Kayles (octal game 0.07)
game-dawson-chess = Dawson's chess (octal game 0.137)
game-octal = the octal game { $code }
game-all-but = the all-but game: take any number of tokens except {"{"}{ $set }{"}"}
game-bash = the Bash game: take 1 to { $m } tokens
game-subtraction = the subtraction game {"{"}{ $set }{"}"}: take k tokens for k in the set
game-grundy = Grundy's game: split a heap into two unequal heaps
game-lasker = Lasker's Nim: take from a heap, or split it in two
game-wythoff = Wythoff's game: take from one heap, or the same number from both
title-heap = { $game }{ $hint }{ $misere }{ $heaps }
title-bash-hint = {" "}(every heap is at most { $m }, so the first move takes a whole heap: did you mean `bash { $heaps } { $m }`?)
title-heap-misere = , misère play (the player who takes the last token loses)
title-heaps = ; heaps { $heaps }
title-heap-sequence = { $game }: Sprague-Grundy values of heaps 0..={ $upto } ({ $method } method)
title-wythoff-sequence = Wythoff's game: P-positions (a_k, b_k) = (floor(k*phi), floor(k*phi^2))
title-misere-sequence = { $game }, misère play: the outcome, genus (misère nim-value first in its superscript) and tame/wild verdict of each heap 0..={ $upto }{ $beyond }
title-misere-beyond = ; genera to heap { $upto }, outcomes beyond from { $from ->
        [bouton] Bouton's misère rule
       *[quotient] the misère quotient
    }
quotient-complete = proved complete by the periodicity theorem
quotient-partial = partial: the quotient of heaps 0..={ $upto }
title-quotient = the misère quotient of { $game } ({ $what })
title-family-graph = Game-graph files
title-graph = the game graph { $path } ({ $play ->
        [misere] misère
       *[normal] normal
    } play)
title-family-scripts = Rules scripts
title-script = { $file }{ $params }{ $misere }{ $at }
title-script-params = {" "}({ $params })
title-script-at = , at { $position }
title-misere-play = , misère play
title-script-table = { $file } with { $x }, { $y } = 0..={ $upto }{ $misere }
title-script-sequence = { $file } with { $param } = 0..={ $upto }{ $misere }
title-script-sequence-misere = , misère play (outcomes: misère play has no Sprague-Grundy values)
title-sum = a sum of { $n } games{ $misere ->
        [yes] {" "}in misère play
       *[no] {""}
    }
title-sum-table = { $x } (x) + { $y } (y): Sprague-Grundy values g(x) xor h(y) for x, y = { $from }..={ $to }
method-sum-xor = the xor of the components' Sprague-Grundy values (with the loopy rules where a component is infinite)
method-sum-explored = explored as one game ({ $n } positions): a misère sum is not the xor of its parts
method-bouton = Bouton's rule: the xor of the heap sizes; the player to move wins exactly when it is not 0
method-bouton-misere = Bouton's misère rule: with a heap of 2 or more, the player to move wins exactly when the xor is not 0; with heaps of at most 1, exactly when their number is even
method-lasker = the closed form of Lasker's Nim for each heap, xored
method-wythoff = Wythoff's pairs: the P-positions are (floor(k phi), floor(k phi^2)) and their mirror images
method-heap-period = each heap's Sprague-Grundy value from the proved period (preperiod { $preperiod }, period { $period }), xored
method-heap-computed = each heap's Sprague-Grundy value, computed, xored
method-misere-wythoff = misère Wythoff: the P-positions are normal play's golden-ratio pairs except at the bottom, where (0, 1) and (2, 2) are lost and (0, 0) and (1, 2) won
method-misere-genus = the genus of every position from its options' genera (Conway), on the game graph of the { $n } positions at and below this one; the misère nim-value (the first superscript) is 0 exactly when the player to move loses
method-misere-quotient-heaps = the product of the heaps' elements in the misère quotient of { $game } (order { $order }, { $complete ->
        [yes] proved complete
       *[no] partial
    }), in its P-portion exactly when the player to move loses
method-misere-quotient-sum = the misère quotient of { $game } ({ $order } elements, { $complete ->
        [yes] proved complete
       *[no] partial, covering these heaps
    }): the heaps' elements { $elements } multiply to { $product }, { $lost ->
        [yes] in
       *[no] not in
    } the P-portion {"{"}{ $portion }{"}"}
method-sj = the SJ theorem (Anti-SG): the components' Sprague-Grundy values { $values } have xor { $xor } and { $above } above 1, so the player to move { $wins ->
        [yes] wins (xor not 0 with a value above 1, or xor 0 with none)
       *[no] loses (xor 0 with a value above 1, or xor not 0 with none)
    }; it applies because in every component each position of value 0 ends play or has a move to value 1
title-game-at = { $game } at { $position }
game-name = { $game ->
        [cram] Cram
        [node-kayles] Node-Kayles
        [arc-kayles] Arc-Kayles
        [impartial-clobber] impartial Clobber
        [cannibal-clobber] impartial Cannibal Clobber
        [nogo] impartial NoGo
        [domineering] Domineering
        [hackenbush] Hackenbush
        [toads-and-frogs] Toads and Frogs
        [clobber] Clobber
        [cutcake] Cutcake
        [eatcake] Eatcake
        [col] Col
        [snort] Snort
        [konane] Konane
        [toppling-dominoes] Toppling Dominoes
        [ski-jumps] Ski Jumps
        [amazons] Amazons on a small board
        [partizan-subtraction] a partizan subtraction game
       *[other] { $game }
    }
title-family-grid = Impartial games on grids and graphs (Cram, Node-Kayles, Arc-Kayles, impartial Clobber, NoGo): nim-values by search over independent parts
method-grid = the position splits into independent parts (regions of the board, components of the graph), each put in canonical form (up to the board's symmetries) and valued by boyi-nimsearch's search — Beling and Rogalski's tests "is the value k?", mirror strategies where the rules give one — in a table shared by the threads; the nim-value is the xor of the parts' values (Sprague-Grundy)
title-grid-stopped = {" "}(stopped after { $width } x { $last })
title-grid-sequence = { $game }: nim-values of the { $width } x n boards ({ $width ->
        [one] 1 column
       *[other] { $width } columns
    }, n rows) for n = 1..={ $upto }{ $stopped }
title-grid-table = { $game }: nim-values of the w x h boards (w columns, h rows), w, h = 1..={ $upto }
title-family-partizan = Partizan games: canonical values (CGSuite's notation), outcome classes, temperatures
title-partizan-script = { $file } (partizan) at { $position }
title-partizan-sum = a sum of { $n } partizan games
title-family-contest = Scoring games and contest problems
title-family-native = Native games ({ $name })
title-native = { $name }{ $misere ->
        [yes] , misère play
       *[no] {""}
    }
title-family-board = Board games (tiered, indexed solving into a database)
title-board = { $game }{ $after }
title-board-after = , after { $moves }
game-tic-tac-toe = tic-tac-toe
game-mnk = the { $m },{ $n },{ $k }-game ({ $k } in a row on a board { $m } wide and { $n } high)
game-connect-four = Connect-Four { $w }x{ $h }
game-connect-k = Connect-{ $k } on a { $w }x{ $h } board (Connect-Four's rules, { $k } in a row)
title-absolute = the Absolute Game, n = { $n }: Alice deletes first and maximises |x - y|; Bob minimises it
method-absolute-search = exhaustive minimax, equal to the closed form max_a min_b |a - b|
method-absolute-closed = closed form max_a min_b |a - b| (sequences too long for the exhaustive search)
title-pie = Pie Rules, { $n } slices; Bob holds the decider token first
title-cutting-sheet = the Cutting Game, a { $sheet } sheet (who cuts out a 1 x 1 piece wins)
title-cutting-width = the Cutting Game, sheets { $w } x h
title-cutting-any = the Cutting Game, sheets w x h
title-cutting-sequence = the Cutting Game: Sprague-Grundy values of { $w } x h sheets for h = 2..={ $upto }
title-cutting-table = the Cutting Game: Sprague-Grundy values of the w x h sheets, w, h = 2..={ $upto }
title-pirates = the pirates' gold: { $rules }
pirates-rules = { $pirates } pirates, { $coins } coins; a proposal passes with { $strict ->
        [yes] more than
       *[no] at least
    } { $fraction } of the votes (the proposer's included); indifferent pirates vote to { $ties ->
        [kill] kill
       *[spare] spare
    }; among voters asking the same price the proposer buys the most { $pick ->
        [senior] senior
       *[junior] junior
    } first
title-family-classics = The classic variants (staircase, Moore, Northcott, Euclid, Every-SG, coin turning)
title-classic = { $game }; position { $position }
title-corners-table = Turning Corners: the value x ⊗ y of a head at (x, y), x, y = 0..={ $upto }
title-coins-sequence = { $game }: g(x), the value of a single head at coin x, for x = { $from }..={ $upto }
classic-about = { $game ->
        [staircase] staircase Nim (阶梯博弈): move coins from a step to the one below; Nim on the odd steps
        [moore] Moore's Nim_k: take from 1 to K heaps at once; binary digit sums modulo K + 1
        [northcott] Northcott's game: a white and a black piece per row, each player slides their own; Nim on the gaps
        [euclid] Euclid's game: take a positive multiple of the smaller heap from the larger; won by the first quotient of 2 or more
        [every-sg] Every-SG (HDU 3595 "GG and MM"): move in every Euclid game that can move; the largest step count decides
        [ruler] the Ruler game (翻硬币): turn over a run of coins ending at a head; g(x) the largest power of 2 dividing x
        [mock-turtles] Mock Turtles: turn over a head and up to two coins left of it; g(x) the odious numbers
        [turning-turtles] Turning Turtles: turn over a head and up to one coin left of it; g(x) = x, Nim
        [corners] Turning Corners: turn over the corners of a rectangle; a head at (x, y) is worth the nim product x ⊗ y
       *[other] { $game }
    }
title-misere-wythoff-sequence = Wythoff's game, misère play: P-positions (a_k, b_k), normal play's (floor(k*phi), floor(k*phi^2)) except (0, 1) and (2, 2) at the bottom
title-partizan-play = { $game }; Left moves first

## Grid and graph games (render/src/grid.rs); English counts select by Fluent plural category
grid-position = position: { $position }
grid-no-move = no move: the player to move has lost
grid-no-winning-move = no winning move: every move leaves a nonzero value
grid-winning-moves = winning moves ({ $n }{ $complete ->
        [yes] {""}
       *[no] , the first found
    }):
grid-more = ... and { $n } more
grid-loaded = {" "}({ $n } loaded from the last run)
grid-search = search: { $nodes ->
        [one] 1 node
       *[other] { $nodes } nodes
    } in { $seconds } s on { $threads ->
        [one] 1 thread
       *[other] { $threads } threads
    }; the table holds { $parts ->
        [one] 1 part
       *[other] { $parts } parts
    }{ $loaded }
grid-no-parts = parts: none that count (every region is worth 0)
grid-one-part = one part: { $part } ({ $size }), value { $value }
grid-parts = { $n } independent parts (canonical forms):
grid-part = ({ $size }) value { $value }
# A part's size, in what the game's parts are made of.
size-cells = { $n ->
        [one] 1 cell
       *[other] { $n } cells
    }
size-vertices = { $n ->
        [one] 1 vertex
       *[other] { $n } vertices
    }
size-squares = { $n ->
        [one] 1 square
       *[other] { $n } squares
    }
size-stones = { $n ->
        [one] 1 stone
       *[other] { $n } stones
    }
grid-xor = xor: { $terms } = { $value }

## Rules, theorems and verdicts of `sequence` as phrases (zh3: boyi_report::Rule::formula, engine/src/fit)

rule-constant = { $term } = { $value }
rule-constant-from = { $term } = { $value } for { $var } >= { $from }
rule-identity = { $term } = { $var }
rule-linear = { $term } = { $slope }{ $var } { $intercept }
rule-periodic = { $shifted } = { $term } for { $var } >= { $preperiod }; one period: { $values }
rule-arithmetic-periodic = { $shifted } = { $term } + { $saltus } for { $var } >= { $preperiod } (arithmetic-periodic); from { $var } = { $preperiod }: { $values }
rule-powers = { $term } = 2^{ $var }
rule-powers-offset = { $term } = 2^{ $var } { $offset }
rule-recurrence = { $term } = { $terms }
rule-beatty = { $term } = floor({ $var }·{ $alpha })
rule-beatty-offset = { $term } = floor({ $var }·{ $alpha }) { $offset }
rule-mod-set = { $var } mod { $modulus } in {"{"}{ $residues }{"}"}
rule-mod-set-from = { $rule } for { $var } >= { $from }
rule-mod-set-below = { $rule } for { $var } >= { $from }, and { $var } in {"{"}{ $below }{"}"} below
rule-powers-set = { $var } = 2^k
rule-powers-set-offset = { $var } = 2^k { $offset }
rule-enumerated = the k-th member (k = 1, 2, ...): { $member }
rule-pairs-same = x = y, { $a }
rule-pairs = (x, y) or (y, x) = (a_k, b_k) with { $a } and { $b }
rule-xor = v(x, y) = x xor y
rule-xor-diagonal = x xor y = 0, that is x = y
rule-diagonal = x = y
rule-side = x = { $value } or y = { $value } (one side is { $value })
rule-congruent = x ≡ y (mod { $modulus })
rule-periodic-plane-residues = (x mod { $px }, y mod { $py }) in {"{"}{ $cells }{"}"}
rule-periodic-plane = periodic: period { $px } along x from x = { $sx }, period { $py } along y from y = { $sy } (the cells x < { $ex }, y < { $ey } give every other)
rule-no-cell = no cell
rule-only-cells = only { $cells }
rule-no-member = no { $var }
rule-only-members = only { $var } in {"{"}{ $members }{"}"}
rule-nothing = nothing simple fits
theorem-bouton = Bouton: a Nim heap of n has the options 0..n-1, so its value is n
theorem-lasker = Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3
theorem-misere-nim-heap = misère Nim on one heap: a heap of 1 leaves the opponent without a move, who wins; from 0 the player to move has no move and wins; from 2 or more, taking all but one token wins
theorem-zeros-of-period = the zeros of the proved period
theorem-octal-period = the periodicity theorem for finite octal codes (Guy and Smith), values compared to n = { $checked }
theorem-zeros-follow = it follows from the values' proved rule (the lost positions are its zeros)
theorem-zeros-of-values = the zeros of the values' proved rule
theorem-wythoff = Wythoff (1907): the P-positions are (floor(kφ), floor(kφ²))
theorem-sum-periodic-both = the Sprague-Grundy theorem (v(x, y) = g(x) xor h(y)), and for g and h { $proof }
theorem-sum-periodic = the Sprague-Grundy theorem (v(x, y) = g(x) xor h(y)), and for g { $g }, for h { $h }
theorem-sum-identity-both = the Sprague-Grundy theorem (v(x, y) = g(x) xor h(y)), with g(n) = h(n) = n ({ $proof })
theorem-sum-identity = the Sprague-Grundy theorem (v(x, y) = g(x) xor h(y)), with g(n) = n ({ $g }) and h(n) = n ({ $h })
theorem-xor-zeros = it follows from the values' proved rule: x xor y = 0 exactly when x = y
theorem-unnamed = a theorem
check-rule-proved = the { $of ->
        [sg] values
       *[other] { $of }
    } are proved to follow `{ $formula }` ({ $proof })
check-proof-period = { $theorem }; the conjecture repeats with period { $period }, and both agree for n ≤ { $need }, a whole common period ({ $common }) from n = { $from }

## The classic variants' derivations as phrases (zh3: engine/src/families/classics/derive.rs, grid/explain.rs)

classic-notation = { $text }
classic-xor-none = no part: the xor is 0
classic-xor = xor: { $terms } = { $total }
classic-xor-zero = the { $what } is 0: every move leaves it non-zero, so the player to move loses
classic-xor-nonzero = the { $what } is { $total }, not 0: the player to move wins by making it 0
classic-what-odd-steps = xor of the odd steps
classic-what-gaps = xor of the gaps
classic-what-heads = xor of the heads' values
classic-moves = { $moves }
classic-theorem-staircase = Staircase Nim is Nim on the odd steps: the player to move loses exactly when the xor of the coins on steps 1, 3, 5, ... is 0.
classic-step = step { $step }: { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
classic-step-odd = an odd step is a Nim heap: coins moved down from it leave the game's odd steps
classic-step-even = an even step: coins moved from it onto an odd step are moved on by the opponent
classic-move-coins = move { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    } from step { $step } to { $ground ->
        [yes] the ground
       *[no] the step below
    }
classic-theorem-moore = Moore's theorem (1910): in Nim_k (take from 1 to k heaps) the player to move loses exactly when, written in binary, every digit's count of 1s is divisible by k + 1.
classic-heap = heap { $i }
classic-binary = { $digits } in binary
classic-digit-sums = binary digit sums modulo k + 1 = { $m }, from the top: { $sums }
classic-moore-lost = every digit sum is 0 modulo { $m }: a move changes at most { $k } heaps, so it leaves some sum non-zero; the player to move loses
classic-moore-won = some digit sum is not 0 modulo { $m }: the player to move wins by making every one 0, changing at most { $k } heaps
classic-heap-change = heap { $i } from { $from } to { $to }
classic-theorem-northcott = Northcott's game is Nim on the gaps: moving away from the other piece is answered by following it, so the player to move (White or Black) loses exactly when the xor of the gaps is 0.
classic-row = row { $i }: white at { $white }, black at { $black }
classic-gap = the squares between the pieces: a Nim heap
classic-move-row = row { $i }: move your piece { $d ->
        [one] 1 square
       *[other] { $d } squares
    } toward the other (gap { $from } to { $to })
classic-theorem-euclid = Euclid's game: follow Euclid's algorithm; the player who first meets a quotient of 2 or more wins (one of the two positions they can reach is lost), and forced quotients of 1 alternate.
classic-quotient-forced = quotient 1: the move is forced
classic-quotient-choice = quotient 2 or more: the player to move chooses the remainder or one multiple less, so this position is won
classic-euclid-won = the player to move meets a quotient of 2 or more first (or the last quotient, which empties a heap): a win
classic-euclid-lost = the player to move must take the forced quotient of 1, and the opponent meets the first quotient of 2 or more: a loss
classic-euclid-algorithm = Euclid's algorithm from ({ $a }, { $b }): { $n ->
        [one] 1 quotient
       *[other] { $n } quotients
    }
classic-take = take { $taken } from the heap of { $heap }
classic-theorem-every-sg = Every-SG: the player to move must move in every component that can still move, so the component that lasts longest decides. Each component's step count: 0 at its end, 1 + the largest step count of a lost option for a won position, 1 + the smallest of any option for a lost one; the player to move wins exactly when the largest is odd.
classic-euclid-part = Euclid ({ $a }, { $b })
classic-steps = { $won ->
        [yes] won
       *[no] lost
    } alone: its winner prolongs it, its loser ends it fast; it lasts { $steps } moves
classic-every-sg = the largest step count is { $largest }, { $odd ->
        [yes] odd
       *[no] even
    }: the last component to end decides, so the player to move { $wins ->
        [yes] wins
       *[no] loses
    }
classic-component-move = { $from } to { $to }
classic-step-counts = step counts: { $counts }; the largest: { $largest }
classic-theorem-ruler = The Ruler game (turn over any run of coins ending at a head): each head is an independent game, worth g(x), the largest power of 2 dividing x; a row is worth the xor.
classic-theorem-mock-turtles = Mock Turtles (turn over a head and up to two coins left of it): each head is worth the x-th odious number 2x + [popcount(x) even] (coins numbered from 0); a row is worth the xor.
classic-theorem-turning-turtles = Turning Turtles (turn over a head and up to one coin left of it): each head at x is worth x, so the row is Nim on the heads' positions.
classic-head = head at { $at }
classic-why-ruler = g(x): the largest power of 2 dividing x
classic-why-mock-turtles = g(x): the x-th odious number (an odd count of 1s in binary)
classic-why-turning-turtles = g(x) = x: a head is a Nim heap
classic-turn-coin = turn over coin { $at }
classic-turn-coins = turn over coins { $coins }
classic-turn-run = turn over coins { $first } to { $last }
classic-why-corners = the nim product { $x } ⊗ { $y } (the Tartan theorem)
classic-no-move-listed = { $conclusion } (no winning move is listed: { $reason })
classic-turn-corners = turn over the corners { $corners }
classic-theorem-corners = Turning Corners (turn over the four corners of a rectangle whose corner farthest from (0, 0) is a head) is the product of two Twins rows: by the Tartan theorem a head at (x, y) is worth the nim product x ⊗ y, and the grid the xor.
classic-theorem-grid = Sprague-Grundy: the parts of the board that cannot interact are games of their own, and the position's nim-value is the xor of theirs; each part's value is found by search (its canonical form up to the board's symmetries)
classic-grid-part = part { $i }: { $part } ({ $size })
classic-grid-known = known without search: a mirror strategy or a region too small to split
classic-grid-nonzero = by search (a mirror strategy after a central move already says it is not 0)
classic-grid-search = by search over its options
classic-grid-no-part = no part counts: the value is 0
classic-grid-one-part = one part: the value is { $value }
classic-grid-lost = the value is 0: the player to move loses (every move leaves a nonzero value)
classic-grid-won = the value is { $value }, not 0: the player to move wins by moving to a position of value 0

## Loopy sums, the rule used (zh3: render/src/explain.rs)

sum-loopy-one = Smith's rule for one infinite component: component { $component } is { $value } and the others' values xor to { $a }, so the sum is { $value } xor { $a } = { $sum }; { $won ->
        [yes] it holds 0, so the player to move wins by moving component { $component } to a position of value { $a }
       *[no] it lacks 0, so neither player can force a win: a draw
    }
sum-loopy-many = Smith's rule for several infinite components: { $n } components are infinite, so the sum is ∞{"{"}{"}"}: a player about to lose keeps moving in one of them, and the game is a draw

## The SG function by mex in a game graph's explanation (zh3: render/src/explain.rs)

retro-mex-head =
    The Sprague-Grundy function of the { $positions } positions, each the mex (smallest value
    missing) of its options' values, options first (a position of value 0 is lost for the
    player to move):
retro-mex = { "  " }{ $position }: mex { $values } = { $mex }
retro-mex-more = { "  " }... and { $n } more positions

## The Cutting Game explained by mex (zh3: engine/src/families/contest/cutting.rs)

cutting-theorem = The Cutting Game: a cut that leaves a strip of width 1 loses at once (the opponent cuts out a 1 x 1 piece), so only the other cuts count. The two pieces of a cut are separate games: a cut is worth the xor of their values, and a sheet the mex (smallest value missing) of its cuts' values.
cutting-cut = cut into { $a } + { $b }
cutting-cut-why = { $a } is worth { $va }, { $b } is worth { $vb }: { $va } xor { $vb }
cutting-mex = mex of the cuts' values { $values } = { $mex }

## What each game is, for `boyi list` (render/src/text.rs): `about-NAME`, NAME the game's name
## in lower case with `-` for other characters; the English is the catalog's own (a test keeps them equal).
about-file-txt = a game graph in boyi's text format (`a -> b c`, `d = loss`, `start a`)
about-file-json = a game graph as JSON ({"{"}"positions": [{"{"}"name", "moves", "value"{"}"}]{"}"})
about-file-rhai = a game written as a Rhai rules script: start, moves, ... (docs/scripts.md)
about-nim = Nim: take any number from one heap (--misere: last to take loses)
about-bash = the Bash game: take 1 to M tokens (--misere: last to take loses)
about-subtraction = take k tokens for k in the set S, written 1,3,4 (AtCoder DP K "Stones")
about-allbut = take any number of tokens except those in S
about-code = octal take-and-break code: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137, 4.07; hex 0x0.8
about-kayles = Kayles (octal game 0.77): knock down one pin or two adjacent pins of a row
about-dawson = Dawson's Kayles (octal game 0.07): knock down two adjacent pins of a row
about-grundy = Grundy's game: split a heap into two unequal heaps
about-lasker = Lasker's Nim: take from a heap, or split it in two
about-wythoff = Wythoff's game: take from one heap or the same from both
about-pie = Pie Rules (CF859C): slices handed out in order by the holder of the decider token; both totals
about-absolute = Absolute Game (SEERC 2019): alternate deletions, Alice maximises |x - y|, Bob minimises it
about-cutting = Cutting Game (P10501): cut a W x H sheet; who cuts out a 1 x 1 piece wins (impartial, sums with +)
about-pirates = the pirates' gold: N pirates share C coins by votes
about-staircase = staircase Nim (阶梯博弈): move coins from a step to the one below; Nim on the odd steps
about-moore = Moore's Nim_k: take from 1 to K heaps at once; binary digit sums modulo K + 1
about-northcott = Northcott's game: a white and a black piece per row, each player slides their own; Nim on the gaps
about-euclid = Euclid's game: take a positive multiple of the smaller heap from the larger; won by the first quotient of 2 or more
about-every-sg = Every-SG (HDU 3595 "GG and MM"): move in every Euclid game that can move; the largest step count decides
about-ruler = the Ruler game (翻硬币): turn over a run of coins ending at a head; g(x) the largest power of 2 dividing x
about-mock-turtles = Mock Turtles: turn over a head and up to two coins left of it; g(x) the odious numbers
about-turning-turtles = Turning Turtles: turn over a head and up to one coin left of it; g(x) = x, Nim
about-corners = Turning Corners: turn over the corners of a rectangle; a head at (x, y) is worth the nim product x ⊗ y
about-tictactoe = tic-tac-toe; positions as cells played, 1-9 row by row (`519`), or `x.o/.../...`
about-mnk = K in a row on a board M wide and N high (also `--m M --n N --k K`)
about-connect4 = Connect-Four on any board (default 7 x 6, K = 4 in a row); positions as columns played, `4455`
about-domineering = Domineering: Left places vertical dominoes, Right horizontal ones; `#` is a blocked square
about-hackenbush = Hackenbush: Left cuts blue edges (`l`), Right red ones (`r`), either player green ones (`e`); what no longer reaches the ground falls
about-toads-and-frogs = Toads and Frogs: Left's toads (`t`) move or jump right, Right's frogs (`f`) left
about-clobber = Clobber: Left's stones (`x`) and Right's (`o`) capture an adjacent stone of the other colour
about-cutcake = Cutcake: Left cuts a rectangle of cake along a vertical line, Right along a horizontal one
about-eatcake = Eatcake: Left eats a column of a rectangle, Right a row, leaving the parts on either side
about-col = Col: players colour vertices, Left blue and Right red, never next to their own colour
about-snort = Snort: players colour vertices, Left blue and Right red, never next to the other's colour
about-konane = Konane: Left's stones (`x`) and Right's (`o`) jump the other's stones orthogonally, capturing them
about-toppling-dominoes = Toppling Dominoes: a player topples one of their dominoes (Left `l`, Right `r`, grey `e` either's) left or right, and all beyond it on that side
about-ski-jumps = Ski Jumps: Left's skiers (`L`, `l` once jumped) ski right, Right's (`R`, `r`) left, and may jump a skier just below
about-amazons = Amazons on a small board: Left's (`x`) and Right's (`o`) queens move and shoot an arrow (`#`)
about-partizan-subtraction = a partizan subtraction game: Left takes an amount in her set from the heap, Right one in his
about-cram = Cram: players in turn cover two adjacent free cells with a domino; who cannot move loses
about-node-kayles = Node-Kayles: players in turn take a vertex, which leaves with its neighbours; who cannot move loses
about-arc-kayles = Arc-Kayles: players in turn take an edge, whose two ends leave; who cannot move loses
about-impartial-clobber = impartial Clobber: a player moves a stone of either colour onto an adjacent stone of the other colour, which leaves; who cannot move loses
about-cannibal-clobber = impartial Cannibal Clobber: a player moves any stone onto an adjacent stone, which leaves; who cannot move loses
about-nogo = impartial NoGo: a player puts a stone of either colour on an empty point so that every block keeps a liberty (no capture, no suicide); who cannot move loses
about-chomp = Chomp: a chocolate bar whose bottom-left square is poisoned; a player takes a square and every square above and to the right of it, never the poisoned one; who cannot move (the poisoned square alone) loses

## serde_json's reasons for malformed JSON (engine/src/said/json.rs), inside a file's or request's frame
json-at = line { $line }, column { $column }: { $why }
json-eof-list = the text ends inside a list (a `]` is missing)
json-eof-object = the text ends inside an object (a `{"}"}` is missing)
json-eof-string = the text ends inside a string (a `"` is missing)
json-eof-value = the text ends where a value should be
json-expected-colon = expected `:`
json-expected-comma-or-bracket = expected `,` or `]`
json-expected-comma-or-brace = expected `,` or `{"}"}`
json-expected-ident = expected `true`, `false` or `null`
json-expected-value = expected a value
json-expected-quote = expected `"` (keys are written in double quotes)
json-invalid-escape = an invalid escape in a string
json-invalid-number = an invalid number
json-number-out-of-range = a number out of range
json-invalid-unicode = an invalid Unicode code point
json-lone-surrogate = a lone leading surrogate in a `\u` escape
json-short-hex-escape = a `\u` escape ends before its four hex digits
json-control-character = a control character (U+0000 to U+001F) inside a string
json-key-not-string = a key must be a string
json-trailing-comma = a trailing comma
json-trailing-characters = more text after the JSON value
json-too-deep = nested too deeply
json-missing-field = missing field `{ $field }`
json-unknown-field = unknown field `{ $field }`
json-unknown-field-known = unknown field `{ $field }`; the fields are { $known }
json-duplicate-field = field `{ $field }` given twice
json-invalid-type = { $found } where { $expected } is expected

## boyi-core's limits and faults (engine/src/lower/core.rs), after `error-core-too-large`'s frame
limit-graph = { $positions } positions and { $moves } moves; the in-memory graph holds at most { $max } of each
limit-explored = more than { $max } positions or moves
limit-retrograde-positions = { $count } positions; retrograde analysis holds at most { $max }
limit-retrograde-moves = { $count } moves; retrograde analysis holds at most { $max }
limit-remoteness = remoteness beyond 2^30
limit-loopy-nimber = a loopy nim-value beyond what a value holds
limit-nim-value = a nim-value above 2^32
# What is wrong at a position (boyi-core's AtProblem), after `position X: `.
at-final-value-sg = it has a final value of its own, but Sprague-Grundy values are defined for impartial normal-play games
at-final-value-steps = it has a final value of its own; step counts are defined for impartial normal-play games
at-final-value-genus = it has a final value of its own; misère values and genus are defined for impartial games that end when no move is left
at-no-score = it has no moves and no final score; every final position of a scoring game needs a score
at-endless-score = the scoring game has a cycle through it: play could go on forever, and endless play has no score (count endless play as a draw worth 0, search to a depth, or remove the cycle)
at-score-range = its value { $value } is beyond ±2^60, the range of scoring-game values
at-cycle = the game has a cycle through it
# Why a solver does not apply (boyi-core's Unsupported).
unsupported-points-on-cycle = the scoring game has a cycle and moves that score points: a cycle that collects points has no finite value
unsupported-no-periodicity-theorem = the periodicity theorem does not apply to { $game }
unsupported-as-scoring = as a scoring game (a final value is a score): { $why }
limit-score = the final score { $score } is beyond ±2^60, the range of scoring-game values
limit-nimber = the nimber *{ $nimber } (nimbers up to *2^32)
limit-dyadic = the number { $numerator }/2^{ $exponent }
limit-value-range = a value with numbers beyond boyi-cgt's range (denominators up to 2^58, magnitudes up to 2^60)
limit-moves = { $moves } moves
limit-parts = more than 2^32 parts
invalid-no-start = invalid game: the game has no start position
invalid-no-final-score = invalid game: a position has no moves and no final score; every final position of a scoring game needs a score
invalid-offsets-count = invalid game: offsets must have n + 1 entries
invalid-offsets-order = invalid game: offsets must start at 0, never decrease and end at the number of moves
invalid-not-short = invalid game: a position repeats along a line of play, so the game is not short (boyi-cgt values short games only)
invalid-heap-grows = invalid game: heap { $from } moves to heap { $to }; heap moves must make the heap smaller
invalid-search-bug = a search stopped for no reason (a bug of boyi's: please report it)

## A database's, a book's and a lock's failures (engine/src/lower/store.rs)
lock-guards-database = the database in { $dir }
lock-guards-book = the opening book in { $dir }
lock-guards-checkpoint = the checkpoint { $file }
lock-held = { $what } is in use by { $holder } (it holds the lock { $path }); wait for it to finish or stop it, then try again
lock-held-by-another = { $what } is in use by another process (it holds the lock { $path }); wait for it to finish or stop it, then try again
lock-cannot-lock = cannot lock { $path }: { $why }
db-io = { $path }: { $why }
db-missing = no database in { $dir } (it has no manifest.json); solve the game first with `boyi solve ... --db { $dir }`
db-corrupt = { $path } is corrupt: { $why }; solve again with `--resume` to rebuild the damaged tier
db-mismatch = { $dir } holds a database of { $found }, not of { $wanted }; choose another --db directory
db-incomplete = the database in { $dir } is unfinished (tier { $tier } is missing); continue it with `boyi solve ... --db { $dir } --resume`
db-busy = the database in { $dir } is being solved now by { $holder }; ask again once that solve has finished
db-unfinished = { $dir } holds an unfinished solve of this game; continue it with --resume, or delete the directory to start over
db-unreachable = this position cannot be reached from the start of the game, so the database has no value for it
db-too-large = solving this game needs about { $need } MiB for the tables of a tier and its children, more than the { $limit } MiB allowed (--memory); it is too large for this design on this machine
db-contract = the game's tiers or index are inconsistent: { $why }
db-cluster = distributed solve: { $why }
checkpoint-older = a checkpoint of an older boyi, without a checksum: compute the sequence again without --resume
checkpoint-header = not a boyi sequence checkpoint (wrong header)
checkpoint-truncated = not a boyi sequence checkpoint (truncated)
checkpoint-checksum = not a boyi sequence checkpoint (damaged or truncated: checksum mismatch)
checkpoint-name-too-long = not a boyi sequence checkpoint (name too long)
checkpoint-name = not a boyi sequence checkpoint (name)
checkpoint-method = not a boyi sequence checkpoint (method)
checkpoint-width = not a boyi sequence checkpoint (value width)
checkpoint-count = not a boyi sequence checkpoint (count)
quotient-too-large = the misère quotient of { $game } grows beyond the limits at heap { $heap } ({ $elements } elements; the limits: { $candidate } in a candidate, { $order } in a quotient, { $states } pairs in a verification); the partial quotient to heap { $complete } is complete
quotient-not-covered = heap { $heap } is beyond the quotient of { $game }, computed to heap { $computed } with no proof that it is complete; compute further or use smaller heaps

## What each parameter means (engine: `ParamInfo::about`; render/src/text.rs `param_about`):
## `param-about-NAME`, found by its English words, which a test keeps equal to the games' own.
param-about-alice-numbers = Alice's numbers, as 2,14,7
param-about-chomp-models = Beling's two models of a diagram: its rows' lengths, or its skyline (the steps of its boundary); the values are the same
param-about-bob-numbers = Bob's numbers, as 1,8,20
param-about-left-set = Left's subtraction set, as 1,3
param-about-right-set = Right's subtraction set, as 2,3
param-about-hackenbush-string = a CGSuite Hackenbush string: `lrl`, `l(l;rl)`, `:{"{"}g{"}"}eee:{"{"}g{"}"}`
param-about-snort-graph = a CGSuite graph string of the uncoloured vertices, each `L` (next to blue), `R` (next to red) or `.`: `.-.-L`
param-about-col-graph = a CGSuite graph string of the uncoloured vertices, each `L`, `R` or `.`: `.-.-.`
param-about-clobber-board = a board of `x`, `o` and `.`, rows joined by `|` (`xoxo|oxox`), or a size WxH for the checkerboard
param-about-nogo-board = a board of `x`, `o` and `.`, rows joined by `|`, or a size WxH for the empty board
param-about-stones-board = a board of stones (`x` or `o`, the colours do not matter) and `.`, rows joined by `|`, or a size WxH full of stones
param-about-kayles-graph = a grid WxH, a board `...|.#.`, `path N`, `cycle N`, or edges `edges 0-1,1-2` (vertices from 0)
param-about-grid-dots = a grid, rows joined by `|`: `....|....`
param-about-grid-ox = a grid, rows joined by `|`: `..ox`
param-about-grid-lr = a grid, rows joined by `|`: `L....|....R`
param-about-grid-xo-rows = a grid, rows joined by `|`: `x...|o...`
param-about-grid-xox = a grid, rows joined by `|`: `xox|ox.`
param-about-script-position = a position in script syntax, as `[3, 4]` (default: the start)
param-about-position-name = a position's name (default: the start)
param-about-row = a row: `lrrl`
param-about-chomp-board = a size WxH (W columns, H rows) for the bar, or the rows' lengths from the poisoned bottom row up, each no longer than the one below: `4,4,2`
param-about-cram-board = a size WxH (W columns, H rows) or a board, rows joined by `|`, `.` a free cell and `#` a blocked one: `...|.#.|...`
param-about-strip = a strip: `tt..ff`
param-about-ttt-cells = cells played, 1-9 row by row, or a picture `x.o/.../...`
param-about-mnk-cells = cells played, or a picture of the board
param-about-coins = coins
param-about-columns = columns
param-about-component-heaps = each component's two heaps, component by component
param-about-northcott-rows = each row's white and black piece's columns, row by row
param-about-sequence-rows = for `sequence`: the boards W x 1, W x 2, ... (without it, `sequence` makes the table of every w x h)
param-about-pirate-mercy = how a pirate votes when indifferent: kill (votes no) or spare (votes yes)
param-about-pirates = pirates
param-about-rectangles = rectangles ROWSxCOLUMNS joined by commas: `3x4,2x2`
param-about-rectangle = rectangles ROWSxCOLUMNS joined by commas: `3x4`
param-about-rows = rows
param-about-k-in-a-row = stones in a row to win
param-about-allbut-set = the amounts a move may not take, as 2,5
param-about-subtraction-set = the amounts a move may take, as 1,3,4
param-about-board-height = the board's height
param-about-board-width = the board's width
param-about-staircase-coins = the coins on steps 1, 2, ...
param-about-heads-from-0 = the coins showing heads, numbered from 0
param-about-heads-from-1 = the coins showing heads, numbered from 1
param-about-connect4-columns = the columns played, 1-based (`4455`)
param-about-first-heap = the first heap
param-about-graph-file = the game-graph file
param-about-turning-corners-heads = the heads' columns and rows, x y for each head
param-about-heaps = the heap sizes
param-about-heaps-or-file = the heap sizes (`@FILE` reads them from a file)
param-about-heap = the heap's size
param-about-moore-k = the most heaps a move takes from
param-about-bash-m = the most tokens a move may take
param-about-code = the octal or hexadecimal code
param-about-script = the rules script
param-about-script-params = the script's parameters (`param("n", 10)` in the script)
param-about-second-heap = the second heap
param-about-pirate-share = the share of votes a proposal needs, at least P/Q (or more than, with >): 1/2, >1/2, 2/3, ...
param-about-sheet-height = the sheet's height
param-about-sheet-width = the sheet's width
param-about-pie-slices = the slices in the order they are handed out
param-about-pirate-pays = whom the proposer pays among equally cheap voters

## A verb's own options in `--help` (cli/src/help/mod.rs): `help-arg-VERB-OPTION`; the English is
## clap's, from the doc comments in cli/src/args.rs (a test keeps them equal).
help-arg-solve-game = The game: see GAME below; `+` joins games into a sum
help-arg-sequence-game = The game, without the parameter that varies: see GAME below
help-arg-play-game = The game and where to start: see GAME below
help-arg-query-game = The game, then the position
help-arg-explain-game = The game and its position: see GAME below
help-arg-strategy-game = The game and its position: see GAME below
help-arg-quotient-game = The game, without heap sizes: see GAME below
help-arg-check-strategy-game = The strategy files
help-arg-book-game = The game
help-arg-count-game = The game
help-arg-serve-game = The game the page opens first (optional): see GAME below
help-arg-value-game = The value (several words are joined: `boyi value 1 + ^`)
help-arg-nimber-game = The operation and its operands (none: products read from standard input)
help-arg-judge-game = The family of the problem: see below
help-arg-solve-dot = Write the game graph as Graphviz DOT, positions coloured by outcome (graph files, scripts, native games)
help-arg-solve-all = Report every position, not just the start
help-arg-solve-resume = Continue an interrupted board solve from the tiers already finished
help-arg-solve-db = Where to write a board game's database (default: $XDG_CACHE_HOME/boyi/boards/GAME-VARIANT, usually under ~/.cache)
help-arg-solve-endless = What endless play scores in a scoring game: `zero` (like a draw) or `refuse`
help-arg-solve-method = How a board game is solved: `tablebase` (every position into a database) or `search` (exact search from the position; the default when a database would be too large)
help-arg-sequence-upto = Compute values for parameters 0..=N
help-arg-sequence-param = The parameter that varies (rules scripts; default: the first one declared); two, as `a,b`, for the table over both
help-arg-sequence-format = Output format: `text`, `csv`, `json` (the report), or the table as an array literal to paste into a solution: `cpp`, `python`, `rust`
help-arg-sequence-check = Check a conjectured rule against every value: a condition in n (x, y for two parameters) for the P-positions (`n % 4 == 0`), or an integer for the values (`n % 3`). Answers "holds for n ≤ N" (or "proved"), or the first counterexample with both values (an answer, not an error: the exit code is 0; `--json` has it as data)
help-arg-sequence-output = Write the values to this file instead of standard output (the checkpoint goes beside it, FILE.ckpt)
help-arg-sequence-plot = Draw the values as a picture (SVG)
help-arg-sequence-method = How heap-game values are computed: `sparse` (default) or `naive`
help-arg-sequence-resume = Continue an interrupted computation from its checkpoint
help-arg-sequence-at = Answer the value at a single heap size (uses a proved period when there is one)
help-arg-play-first = Who moves first: `me` (default) or `boyi`
help-arg-play-db = The board database to play from (board games; solved first when missing)
help-arg-play-endless = What endless play scores in a scoring game: `zero` (like a draw) or `refuse`
help-arg-play-method = How a board game is answered: `tablebase` or `search`
help-arg-query-db = The solved database to read (board games)
help-arg-query-endless = What endless play scores in a scoring game: `zero` (like a draw) or `refuse`
help-arg-query-method = How a board game is answered: `tablebase` (its database) or `search`
help-arg-explain-dot = Write the retrograde rounds as Graphviz DOT (game graphs and scripts)
help-arg-explain-endless = What endless play scores in a scoring game: `zero` (like a draw) or `refuse`
help-arg-strategy-output = Write the strategy to this file instead of standard output
help-arg-quotient-upto = Compute to heap N at least (default 300); the quotient stops earlier when the periodicity theorem proves it complete, and is partial to N otherwise
help-arg-book-plies = Every position up to this many plies
help-arg-book-resume = Continue an interrupted book, or deepen a finished one
help-arg-count-plies = Count up to this many plies (default: to the end of the game)
help-arg-serve-port = The port to listen on
help-arg-serve-host = The address to listen on (default 127.0.0.1; another address lets other machines in)
help-arg-serve-db = The solved board database to answer board games from
help-arg-value-compare = Compare the value with this one (=, <, >, or confused)
help-arg-value-thermograph = Draw the value's thermograph into this file (SVG)
help-arg-judge-words = The words for a first-player win and a loss, as `Yes,No`

# Issue 29: the engine names `value`'s comparison option as each front end does.
error-compare-twice = `{ $expression }` compares already: give { $compare } or a comparison in the expression, not both

## lower crates' reasons
# Issue 27: what boyi-script refuses in a rules script, typed there, worded here.
script-no-start = a rules script must define `fn start()` returning the start position (or `fn starts()` returning a list of them)
script-start-takes-parameters = `start` must take no parameters (it takes { $n }); read parameters with `param("name", default)` in a `const` at the top
script-takes-no-parameters = `{ $hook }` must take no parameters (it takes { $n })
script-takes-one-parameter = `{ $hook }` must take one parameter, the position (it takes { $n })
script-moves-of-both-kinds = the script defines both `moves` and `left_moves`/`right_moves`: an impartial game's moves are `moves(pos)`, a partizan game's are `left_moves(pos)` and `right_moves(pos)`; keep one kind
script-left-without-right = the script defines `left_moves` but not `right_moves`: a partizan game needs both (return [] where Right has no move)
script-right-without-left = the script defines `right_moves` but not `left_moves`: a partizan game needs both (return [] where Left has no move)
script-no-moves = a rules script must define `fn moves(pos)` returning the list of positions reachable in one move (or, for a partizan game, `fn left_moves(pos)` and `fn right_moves(pos)`)
script-partizan-turn = a partizan script (with `left_moves` and `right_moves`) cannot define `turn`: whose turn it is follows from whose moves are asked for
script-partizan-terminal = a partizan script (with `left_moves` and `right_moves`) cannot define `terminal`: a partizan game is played to the end: the player who cannot move loses
script-partizan-misere = a partizan script (with `left_moves` and `right_moves`) is valued under normal play: remove `const MISERE = true;`
script-partizan-not-explored = the script is a partizan game (`left_moves` and `right_moves`): it is valued in Conway's algebra, not explored as a game where both players have the same moves
script-canonical-without-split = the script defines `canonical` but not `split`: `canonical(part)` names the parts `split(pos)` returns (define `split`, or remove `canonical`)
script-misere-not-bool = `MISERE` must be true or false, not `{ $value }`
script-part-has-final-value = part { $part } has a final value, but a script with `split` must be an impartial normal-play game (no `terminal` values other than none)
script-split-one-start = a script with `split` must have one start position (`start()`)
script-no-start-for = `starts()` returned no position for { $param } = { $n }
script-declared-no-board = a script that declares `pieces()` must define `fn board()` returning the board's picture ("....|.##.|....", or rect(w, h))
script-declared-derives = the script declares a placement game (`board()` and `pieces()`), so boyi derives its start, moves and parts: remove `{ $hook }` (or remove `pieces` to write the rules by hand)
script-board = board(): { $why }
script-piece = pieces(): piece { $number } ({ $item }) { $why }
script-pieces = pieces(): { $why }
script-piece-no-cells = has no `cells`
script-piece-turns = has turns `{ $turns }`: expected "all", "rotations", "half", "mirror" or "none"
script-piece-key = has `{ $key }`: a piece has only `cells` and `turns`
script-piece-not-cells = is not an array of cells [row, column]
script-piece-cell = has the cell `{ $cell }`: a cell is [row, column], each 0 to 63
script-unknown-parameter-none = the script has no parameter `{ $name }` (it declares none; a parameter is declared as `const N = param("n", 10);`)
script-unknown-parameter = the script has no parameter `{ $name }`; its parameters are: { $known }
script-no-parameter = the script has no parameter `{ $name }`
script-unreadable-position = cannot read the position `{ $text }`: { $why }
script-not-a-position = `{ $text }` is not a position: { $why }
script-position-cannot-be = a position cannot be { $found }
script-position-cannot-contain = a position cannot contain { $found } (at { $path })
script-type-float = a floating-point number ({ $rhai_type })
script-type-other = a value of type { $rhai_type }
script-found-nothing = () (nothing: is a `return` or the last expression missing?)
script-found-string = the string { $text }
script-found-value = { $rhai_type } `{ $shown }`
script-found-position = { $position }
script-found-element = an array whose element { $index } is { $of }
script-expected-positions = it must return an array of positions
script-expected-terminal = it must return () while play goes on, "win", "loss" or "draw" for the player to move, or an integer score
script-expected-board-picture = it must return a picture of the board such as "....|.##.|...." (or rect(w, h))
script-expected-pieces = it must return an array of pieces, each an array of its cells [row, column] or a map #{"{"}cells: [...], turns: "rotations"{"}"}
script-expected-placement-position = a position of a declared placement game is the picture of its free cells, such as "..#|..."
script-draw-kind = `draw` must return a string, an array of heap sizes, an array of rows (strings) or #{"{"}grid: rows, gravity: true{"}"}
script-draw-no-grid = { $kinds }: the map has no `grid`
script-draw-key = { $kinds }: `{ $key }` is not a part of a drawing
script-draw-grid-not-array = { $kinds }: `grid` is not an array
script-draw-gravity = `gravity` must be true or false, not { $found }
script-draw-cell = row { $row } of the board has { $cell }: a cell is `.` (empty), `x` or `o`
script-draw-ragged = every row of the board must be as long as the first: row { $row } has length { $len }, row 0 { $first }
script-draw-cells = a board has from 1 to { $most } cells, this one { $cells }
script-draw-heap = heap { $index } is { $found }: heap sizes are integers from 0
# What boyi-games refuses in a board's picture (`ShapeError`).
shape-size = a grid of { $width } x { $height } cells is not supported: the box must hold 1 to 64 cells
shape-ragged = row { $row } has { $found } cells where row 1 has { $expected } (rows are separated by '|' or new lines)
shape-character = unexpected { $found } at row { $row }, column { $column }: expected one of { $allowed }
shape-not-a-size = `{ $text }` is not a size WxH (as `5x6`), and a picture of a board has no digits
shape-chomp-empty = a Chomp diagram needs a bottom row of 1 square or more
shape-chomp-growing = the rows of a Chomp diagram cannot grow upwards: row { $row } has { $len } squares, the row below it { $below }
shape-chomp-rows = Chomp's rows model holds at most 16 rows of at most 255 squares, not { $rows } rows over a bottom row of { $bottom }; its skyline model holds a diagram whose bottom row and height add up to 63 or less
shape-chomp-skyline = Chomp's skyline model holds a diagram whose bottom row and height add up to 63 or less, not { $bottom } + { $rows }
shape-graph-size = a graph of { $vertices } vertices: at most { $most } are supported
shape-edge-outside = the edge { $a }-{ $b } names a vertex outside 0..{ $vertices }
shape-edge-loop = the edge { $a }-{ $b } is a loop
shape-edge-twice = the edge { $a }-{ $b } is given twice
shape-not-an-edge = `{ $item }` is not an edge `a-b` of vertex numbers (or a lone vertex)
shape-short-cycle = a cycle needs 3 vertices or more, not { $vertices }
shape-no-liberty = the board { $board } has a block without a liberty
shape-stone-clash = a cell holds a black and a white stone
shape-no-pieces = a placement game needs at least one piece
shape-piece-too-large = the smallest piece spans { $width } x { $height } cells: it fits on no board of 64 cells or fewer
shape-piece-empty = piece { $piece } has no cell
shape-piece-outside = piece { $piece } does not fit a box of 64 x 64
shape-piece-disconnected = piece { $piece } is not connected: its cells must be joined by sides (a polyomino)
# What boyi-format finds wrong in a game-graph file (`Malformed`).
graph-defined-twice = position `{ $name }` is defined twice; define each position once (list all its moves on one line)
graph-too-many-positions = more than { $most } positions: more than an in-memory graph holds
graph-too-many-moves = more than { $most } moves: too many for an in-memory graph
graph-read-so-far-too-large = the graph read so far needs about { $mib } MiB, more than the memory budget of { $budget } MiB (raise it with --memory)
graph-too-large = the graph of { $positions } positions and { $moves } moves needs about { $mib } MiB, more than the memory budget of { $budget } MiB (raise it with --memory)
graph-line-too-long = a line longer than the memory budget of { $budget } MiB leaves room for (raise it with --memory)
graph-empty-but-start = the start `{ $name }` is defined nowhere: the graph is empty; define its positions, e.g. `{ $name } -> b` and `b ->`
graph-empty = the graph is empty: define at least one position, e.g. `a -> b` and `b ->`
graph-unknown-move = move to unknown position `{ $name }`; every position must be defined (`{ $name } ->` for one with no moves)
graph-unknown-start = start position `{ $name }` is not defined
graph-unreadable = cannot read the file: { $why }
graph-not-utf8 = not UTF-8 text (byte { $byte } is not valid UTF-8)
graph-name-first = expected a position name before `{ $token }`
graph-among-moves = unexpected `{ $token }` among the moves; write one definition per line
graph-start-needs-name = `start` needs at least one position name
graph-convention-twice = the convention is already set on line { $line }
graph-convention-expected = expected `convention normal` or `convention misere`
graph-after-convention = unexpected `{ $token }` after the convention
graph-unrecognized = cannot read `{ $line }`: expected `NAME -> MOVES...`, `NAME = win|loss|draw|score N`, `start NAME` or `convention normal|misere`
graph-final-value-expected = expected a final value after `=`: `win`, `loss`, `draw` or `score N` (N an integer)
graph-score-expected = expected an integer score after `score` (from -2^63 to 2^63-1)
graph-after-final-value = unexpected `{ $token }` after the final value
graph-json-position = position #{ $number }: { $why }
graph-moves-and-final-value = position #{ $number } (`{ $name }`) has both moves and a final value; a final value means play stops there
graph-not-text-name = the position `{ $name }` cannot be written in the text format: a name there is one word, without spaces, `,`, `#`, `=` or `->` (write the graph as JSON instead)
# What boyi-cgt cannot read in a value in CGSuite's notation (`Unreadable`).
cgt-at = at character { $at }: { $why }
cgt-text-after = unexpected text after the value
cgt-out-of-range = numbers too large or too fine for boyi-cgt (denominators up to 2^58, magnitudes up to 2^60)
cgt-expected = expected `{ $token }`
cgt-nested-too-deeply = nested too deeply
cgt-bare-list = braces without `|` list options only after `+-`; write {"{"}L|R{"}"} for a game
cgt-not-a-value = expected a value: a number, *, ^, v, {"{"}L|R{"}"}, +-G, Tiny(G) or Miny(G)
cgt-end = expected a value, found the end
cgt-expected-count = expected { $what }
cgt-count-too-large = { $what } { $digits } is too large
cgt-count-power-of-up = a power of up
cgt-count-ups = a number of ups
cgt-count-nimber = a nimber
cgt-number-syntax = `{ $text }` is not a number (write an integer or n/2^k such as 3/8)
cgt-number-not-dyadic = `{ $text }` is not a dyadic rational: the denominator must be a power of two
cgt-number-too-large = `{ $text }` is too large (numerators up to 2^62, denominators up to 2^60)
cgt-power-of-up = powers of up are numbered from 1 to { $most }
cgt-ups-twice = write ^^ or ^2, not both
cgt-empty-literal = expected a value
cgt-unclosed = this `{"{"}` is never closed
cgt-no-bar = expected `|` between Left's and Right's options
cgt-ambiguous-bars = two runs of { $bars } bars at the same level: add braces to say which game each belongs to
cgt-no-separator = expected `,` or `|` between options
cgt-no-option = expected an option
cgt-trailing-comma = a `,` is followed by no option
# Why the strategy checker (boyi-check) rejects a strategy (`Rejection`; the ids are its own).
check-over-budget = checking this strategy needs more than the memory budget (raise it with --memory)
check-cycle = a cycle: the opponent can bring the game back to { $at } (line { $line }), so play need not end and the loser escapes
check-ends-lost = the line { $line } ends with the winner to move and lost
check-ends-not-won = the line { $line } ends with the winner to move and not winning (a draw or a score)
check-no-reply = no reply at { $at }, which the opponent can reach (line { $line })
check-illegal-reply = the reply at { $at } moves to { $to }, which is not a legal move (line { $line })
check-not-lost = the reply at { $at } moves to { $to }, where the opponent to move is not lost (line { $line })
check-no-field = the strategy has no `{ $name }`
check-bad-field = `{ $name }` is not { $what }
check-field-numbers = a list of numbers
check-field-path = a path
check-field-number = a number
check-field-pairs = a list of pairs of vertices
check-field-list = a list
check-file-too-large = { $path } is larger than { $kib } KiB, which takes more than the memory budget of { $budget } MiB to check (raise it with --memory)
check-not-utf8 = { $path }: not UTF-8 text (byte { $byte } is not valid UTF-8)
check-unreadable = cannot read { $path }: { $why }
check-game-file-unreadable = cannot read the game file { $file }: { $why }
check-in-game-file = { $file }: { $why }
check-unknown-board-game = `{ $name }` is not a board game the checker knows (it knows cram, node-kayles, impartial-clobber, cannibal-clobber and nogo)
check-start-not-board = the start is not a board (a picture, rows joined by `|`)
check-block-without-liberty = the start `{ $start }` has a block without a liberty
check-not-kayles = `game` is neither node-kayles nor arc-kayles
check-unknown-kind = rules of kind `{ $kind }` are not known to the checker (it knows nim, subtraction, graph, board and kayles)
check-strategy-too-large = a strategy of { $kib } KiB takes about { $mib } MiB to check, more than the memory budget of { $budget } MiB (raise it with --memory)
check-not-json = not JSON: { $why }
check-not-a-strategy = not a boyi strategy (`format` is not `boyi-strategy`)
check-other-version = a strategy of another version (this checker reads version 1)
check-no-label = the strategy has no `game` (the game it is a strategy of)
check-two-replies = two different replies at { $at }: to { $first } and to { $second }
check-thread-start = cannot start the checker's thread: { $why }
check-failed = the checker failed
check-too-long = a line lasts { $longest } plies, more than the stated remoteness { $stated }
check-at-line = line { $line }
check-at-position = position { $number } (`{ $name }`)
check-defined-twice = { $at }: `{ $name }` is defined twice
check-score-not-integer = { $at }: the score `{ $score }` is not an integer from -2^63 to 2^63-1
check-not-a-final-value = { $at }: `{ $value }` is not a final value
check-unknown-convention = line { $line }: unknown convention `{ $word }`
check-cannot-read = line { $line }: cannot read `{ $text }`
check-no-positions = no `positions` list
check-no-name = position { $index } has no name
check-move-not-name = `{ $name }`: a move is not a name
check-never-defined = `{ $name }` is moved to but never defined
check-not-a-name = `{ $value }` is not a position name
check-no-such-position = the graph has no position `{ $name }`
check-not-heaps = `{ $value }` is not a list of heap sizes
check-ragged = the board `{ $board }` has rows of different lengths
check-not-a-cell = the board `{ $board }` has a `{ $cell }`, which is not a cell of this game
check-not-a-board = `{ $value }` is not a board (a picture, rows joined by `|`)
check-other-size = the board `{ $board }` is { $w }x{ $h }, not { $sw }x{ $sh } as the start
check-bad-edge = the edge { $a }-{ $b } is not one of a graph of { $vertices } vertices
check-not-vertices = `{ $value }` is not a list of vertices
check-not-a-vertex-set = `{ $value }` is not a set of vertices of a graph of { $vertices } vertices
check-open-quote = the label `{ $label }` has an open quote
check-mislabelled = the strategy is labelled `{ $label }`, but { $why }
check-label-not-a-heap = the strategy's label `{ $label }`: `{ $word }` is not a heap size
check-label-not-vertices = `{ $word }` is not a number of vertices
check-label-not-a-graph = `{ $words }` is not a graph
check-misere-play = misère play
check-normal-play = normal play
check-label-nim-rules = its rules are Nim's
check-label-nim-play = its rules are Nim in { $play }
check-label-no-heaps = its start is no heaps
check-label-heaps = its start is { $heaps }
check-label-normal-play = its rules are in normal play
check-label-graph-rules = its rules are the game graph { $file }
check-label-graph-play = its rules are { $file } in { $play }
check-label-start = its start is `{ $start }`
check-label-vertices = its start is { $start }
check-label-game-rules = its rules are { $game }'s
check-label-other-graph = its graph is another
# What the contest solvers of boyi-games refuse (`PieError`, `AbsoluteError`, `PiratesError`, `SheetError`).
pie-too-many = { $slices } slices is too many (at most { $most })
pie-slice-too-large = slice { $index } has size { $size }; sizes up to { $most } are supported
absolute-lengths = the two sequences must be equally long and not empty (a has { $a } numbers, b has { $b })
absolute-too-long = sequences of { $n } numbers are too long for the exhaustive search (at most { $most }); the closed form answers any length
absolute-out-of-range = the number { $x } is out of range (|x| ≤ 2^40)
pirates-count = the number of pirates must be between 1 and { $most }, not { $n }
pirates-threshold = bad threshold `{ $threshold }`: write a fraction of the votes such as 1/2 (at least half), >1/2 (more than half) or 2/3, between 0 and 1
cutting-too-thin = a { $w } × { $h } sheet cannot be played: both sides must be at least 2 (from a 1 × k strip the player to move cuts out a 1 × 1 piece at once, and a 1 × 1 piece cannot be cut)
cutting-too-large = a { $w } × { $h } sheet is too large: sides of at most { $most } are supported
script-not-name-value = `{ $token }`: parameters of a rules script are written name=value, as in n=10
# The engine's own words for a parameter's value that a game cannot use.
error-in-pairs = { $what } come in pairs; { $n } numbers were given
pairs-pieces-columns = the pieces' columns
pairs-components-heaps = the components' heaps
pairs-heads-coordinates = the heads' coordinates
error-both-pieces-on = a row has both pieces on column { $column }
error-file-has-no-position = the file has no position named `{ $name }`
error-board-or-width = --width W names the boards of a sequence: give either a board or --width
# What boyi-games refuses in a partizan game's position (`GridError`, `StripError`, `RowError`), and the engine in a cake or a heap.
grid-character = character { $found } at row { $row }, column { $column } is not one of { $allowed }
grid-ragged = row { $row } has { $len } cells but row 1 has { $first }: every row needs the same length
grid-too-large = the board is { $rows }x{ $cols }: boards hold at most 128 cells
strip-character = character { $found } at square { $at } is not `.`, `t` (toad) or `f` (frog)
strip-too-long = the strip has { $n } squares; at most 64
domino-row-character = character { $found } at square { $at } is not `l`, `r`, `e` or `.`
cake-not-a-rectangle = `{ $piece }` is not a rectangle ROWSxCOLUMNS with sides from 1 to { $most } (as 3x4; several joined by commas)
partizan-not-a-heap = `{ $text }` is not a heap size from 0 to { $most }
# Why boyi-games refuses a heap (`HeapRefusal`): too much work, too little memory, no period.
heap-too-much-work = a heap of { $heap } of { $game }: { $why }; one answer computes at most { $most } steps, and { $period }. `boyi sequence { $game } --upto N` computes values with checkpoints
heap-why-steps = its value needs the values of every smaller heap, about { $steps } steps by the { $method } method
heap-why-steps-three-way = its value needs the values of every smaller heap, about { $steps } steps by the { $method } method (n²/12 per heap for its three-way splits)
heap-why-beyond-direct = it is beyond what is computed directly ({ $direct } heaps)
heap-period-three-way = no period is proved within the first { $searched } values, as far as a search for one goes in a game of three-way splits (n²/12 steps per heap)
heap-period-not-found = no period is proved within the first { $searched } values
heap-period-no-theorem = no periodicity theorem applies to { $game }
heap-memory = a heap of { $heap } needs the values of { $game } computed until a period is proved, and the memory budget of { $budget } MiB holds the first { $held } while proving; no period is proved within them (raise it with --memory)
heap-unproved = a heap of { $heap } is beyond what is computed directly ({ $direct }) and no period of { $game } is proved within that
heap-no-theorem = a heap of { $heap } is beyond what is computed directly ({ $direct }), and no periodicity theorem applies to { $game }
# What boyi-games refuses in an m,n,k-game or Connect-Four (`MnkError`, `Connect4Error`).
mnk-size = an m,n,k-game with m = { $m }, n = { $n }, k = { $k } is not supported: m, n and k must be at least 1, k at most max(m, n), and (m + 1) * n at most 64
mnk-too-large = an m,n,k-game of { $cells } cells has more positions in a tier than a 64-bit index can number; boards of at most 44 cells are supported
mnk-position = position `{ $text }`: { $why }
connect4-size = a { $width } x { $height } Connect-Four board is not supported: width and height must be at least 1 and width * (height + 1) at most 64
connect4-k = connect-{ $k } is not supported: k must be at least 1 and at most 64
connect4-move = move { $at } of `{ $moves }`: { $why }
script-split-no-parts = it returned no parts, but `moves` gives this position { $moves } { $moves ->
    [one] move
   *[other] moves
}: no parts is a position without moves (return [pos] for a position that does not split)

## Rhai's and the readers' words (zh6)

rhai-incomplete = Script is incomplete
rhai-missing-token = Expecting '{ $token }' { $purpose ->
    [end-statement] to terminate this statement
    [end-block] to terminate this block
    [start-block] to start a statement block
    [array-items] to separate the items of this array literal
    [map-items] to separate the items of this object map literal
    [call-arguments] to separate the arguments to function call '{ $function }'
    [close-call] to close the arguments list of this function call '{ $function }'
    [close-parameters] to close the parameters list of function '{ $function }'
    [match-index] for a matching [ in this index expression
   *[match-parenthesis] for a matching ( in this expression
}
rhai-missing-token-said = Expecting '{ $token }' { $context }
rhai-unexpected = Unexpected '{ $text }'
rhai-unterminated-string = Open string is not terminated
rhai-malformed-number = Invalid number: '{ $text }'
rhai-malformed-char = Invalid character: '{ $text }'
rhai-malformed-escape = Invalid escape sequence: '{ $text }'
rhai-unknown-operator = Unknown operator: '{ $operator }'
rhai-reserved = '{ $word }' is a reserved { $kind ->
    [keyword] keyword
   *[symbol] symbol
}
rhai-function-defined-twice = Function { $name } with { $params ->
    [0] no parameters
    [one] 1 parameter
   *[other] { $params } parameters
} already exists
rhai-nested-function = Function definitions must be at global level and cannot be inside a block or another function
rhai-variable-not-found = Variable not found: { $name }
rhai-function-not-found = Function not found: { $signature }
rhai-property-not-found = Property not found: { $name }
rhai-type-mismatch = Data type incorrect: { $found } (expecting { $expected })
rhai-type-expected = Data type incorrect, expecting { $expected }
rhai-type-found = Data type incorrect: { $found }
rhai-not-indexable = Indexer unavailable: { $what }
rhai-array-index = Array index { $index } out of bounds: { $len ->
    [0] array is empty
    [one] only 1 element in array
   *[other] only { $len } elements in array
}
rhai-string-index = String index { $index } out of bounds: { $len ->
    [0] string is empty
    [one] only 1 character in string
   *[other] only { $len } characters in string
}
rhai-not-iterable = For loop expects iterable type
rhai-assign-to-constant = Cannot modify constant { $name }
rhai-thrown = Runtime error: { $value }
rhai-thrown-nothing = Runtime error
rhai-division-by-zero = Division by zero: { $operation }
rhai-overflow = Overflow: { $operation }
rhai-too-many-operations = stopped after { $limit } operations in one call: does it loop forever or recurse without end?
rhai-too-deep = stopped at { $limit } nested calls: does it recurse without end?
rhai-too-large = { $kind ->
    [array] Size of array/BLOB
    [string] Length of string
    [map] Size of object map
   *[other] { $what }
} too large (the limit is { $limit } elements or bytes)
rhai-too-slow = stopped after { $seconds } s in one call (the limit): does it copy long arrays or deeply nested values over and over?
rhai-import = cannot import `{ $module }`: rules scripts have no access to files, the network or processes
script-parameter-type = parameter `{ $name }` must be { $rhai_type } like its default `{ $default }`, not `{ $given }`
script-type-integer = an integer ({ $rhai_type })
set-empty = the subtraction set is empty; give the numbers of tokens a move may take, e.g. 1,3,4
set-zero = the subtraction set contains 0; every move must take at least one token
set-duplicate = the subtraction set contains { $n } twice; list each number once
set-too-large = the subtraction set contains { $n }, larger than the largest supported element { $most }
set-not-number = `{ $token }` is not a positive whole number; a subtraction set is written like 1,3,4
code-empty = empty game code; write an octal code such as 0.77 (Kayles) or 4.07, or a hexadecimal one such as 0x0.8
code-points = `{ $code }` is not a game code: a code has exactly one point, as in 0.77, .137 or 4.07
code-digit = `{ $code }`: `{ $ch }` is not { $hint ->
    [hex] a hexadecimal digit; octal codes use 0-7 after the point, hexadecimal codes (0x...) use 0-9 and a-f
    [hex-digit] an octal digit; octal codes use 0-7 after the point; a hexadecimal code starts with 0x, as in 0x0.8
   *[octal] an octal digit; octal codes use 0-7 after the point
}
code-before = `{ $code }`: the digit before the point must be 0 or 4 (in hexadecimal also 8 or c): removing nothing may only split a heap
code-tail = `{ $code }`: only a take-away digit 1, 2 or 3 may repeat forever (`...`)
code-too-long = `{ $code }`: codes of more than { $most } digits after the point are not supported
code-no-move = `{ $code }`: the code allows no move at all; give at least one non-zero digit
graph-string-at = graph string, character { $at }: { $why }
graph-string-no-edge = expected an edge ({ $edges })
graph-string-brace = this `{"{"}` is never closed
graph-string-no-semicolon = expected `;` between paths
graph-string-too-deep = nested too deeply
graph-string-unmatched = unmatched `(`
graph-string-no-name = expected a name after `:`
graph-string-two-labels = the same named vertex has two labels
graph-string-end = graph string, at its end: { $why }
grid-not-a-vertex = `{ $token }` is not a vertex number
grid-no-such-vertex = vertex { $vertex } is not in the graph (it has { $vertices } vertices)
chomp-not-a-row = `{ $token }` is not the length of a row: write a size WxH or the rows' lengths from the bottom, as `4,4,2`
chomp-too-large = a Chomp bar of { $w } x { $h } squares is too large: at most 255 columns and 63 rows
graph-too-many-vertices = a graph of { $n } vertices is too large: at most { $most }
graph-not-a-count = `{ $token }` is not a number of vertices
graph-not-a-size = `{ $token }` is not a size WxH
graph-kind-alone = `{ $kind }` needs what follows it, as in `{ $example }`
graph-unknown-kind = `{ $kind }` is not a kind of graph: write `path N`, `cycle N`, `grid WxH`, `edges 0-1,1-2`, a size WxH or a board `..|.#`
mnk-not-a-cell = move { $at }: `{ $token }` is not a cell; cells are numbered 1 to { $cells } row by row from the top left
mnk-over = move { $at }: the game is already over
mnk-taken = move { $at }: cell { $cell } is taken
mnk-picture-size = a picture of the board needs { $cells } cells of `x`, `o` or `.`, found { $found }
mnk-mark = `{ $found }` is not `x`, `o` or `.`
mnk-count = x moves first, so x has as many stones as o or one more (x has { $x }, o has { $o })
mnk-cannot-arise = this board cannot arise: play stops at the first line
connect4-not-a-column = `{ $found }` is not a column; columns are 1 to { $last } on this board
connect4-over = the game is already over
connect4-full = column { $column } is full
check-position-no-heaps = (no heaps)
