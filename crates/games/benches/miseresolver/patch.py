"""Gives MisereSolver.java (CGSuite's) an octal game's options from its digits instead of
CGSuite's Scala rulesets, so that the solver package compiles alone (see build.sh)."""
import re
import sys

path = sys.argv[1]
s = open(path).read()
for imp in ("org.cgsuite.core.impartial.HeapRuleset", "org.cgsuite.core.impartial.TakeAndBreak",
            "scala.collection.immutable.IndexedSeq", "scala.jdk.CollectionConverters"):
    s = s.replace(f"import {imp};\n", "")
s = s.replace("HeapRuleset rules", "Object rules").replace("public HeapRuleset getRules()",
                                                           "public Object getRules()")


def method(text, start):
    """The span of the method whose signature begins at `start` (braces balanced)."""
    i = text.index("{", start)
    depth = 0
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return start, j + 1
    raise SystemExit("unbalanced braces")


# The constructor reading .msv files needs CGSuite's TakeAndBreak: dropped.
a, b = method(s, s.index("public MisereSolver(InputStream"))
s = s[:a] + s[b:]
# The options of a heap, from the octal digits (digit k: bit 1 leave nothing, bit 2 leave one
# heap, bit 4 leave two heaps, after taking k tokens).
a, b = method(s, s.index("public List<int[]> heapOptions(int heapSize)"))
s = s[:a] + """public static int[] octalDigits;

    public List<int[]> heapOptions(int heapSize) {
        List<int[]> result = new ArrayList<>();
        for (int k = 0; k < octalDigits.length && k <= heapSize; k++) {
            int d = octalDigits[k], rest = heapSize - k;
            if ((d & 1) != 0 && k > 0 && rest == 0) result.add(new int[0]);
            if ((d & 2) != 0 && k > 0 && rest > 0) result.add(new int[]{rest});
            if ((d & 4) != 0) {
                for (int x = 1; x <= rest - x; x++) result.add(new int[]{x, rest - x});
            }
        }
        return result;
    }""" + s[b:]
s = s.replace("rules.allOptions(heap).isEmpty()", "heapOptions(heap).isEmpty()")
s = s.replace("rules.toString()", '"octal"')
s = re.sub(r"throw new TimeoutException\(\)", 'throw new RuntimeException("interrupted")', s)
open(path, "w").write(s)
