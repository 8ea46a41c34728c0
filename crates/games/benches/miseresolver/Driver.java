// boyi's driver for Aaron Siegel's MisereSolver (CGSuite's sources, built by build.sh): the
// misère quotient of an octal game to a heap, with the CPU time it took, for the benchmark
// `cargo bench -p boyi-games --bench misere` to print beside boyi's.
//
//   java -cp DIR Driver CODE MAX_HEAP SECONDS
//
// prints `order N p-portion M heap H cpu S` (H is MAX_HEAP, or the heap reached when the
// CPU time ran out), then the quotient as MisereSolver writes it.

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.cgsuite.core.misere.solver.MisereSolver;
import org.cgsuite.core.misere.solver.Pretension;

public class Driver {
    public static void main(String[] args) {
        String code = args[0];
        int maxHeap = Integer.parseInt(args[1]);
        double seconds = Double.parseDouble(args[2]);
        MisereSolver.octalDigits = digits(code);
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        long start = bean.getCurrentThreadCpuTime();
        MisereSolver ms = new MisereSolver(null);
        int heap = 0;
        double cpu = 0;
        while (heap < maxHeap && cpu < seconds) {
            ms.next();
            heap++;
            cpu = (bean.getCurrentThreadCpuTime() - start) / 1e9;
        }
        Pretension p = ms.currentPretension();
        System.out.println("order " + p.getQuotient().size() + " p-portion "
            + p.getQuotient().pPortionSize() + " heap " + heap + " cpu " + cpu);
        System.out.println(p);
    }

    /** The code's digits, index k for taking k tokens (`4.7`: 4 for k = 0, 7 for k = 1). */
    static int[] digits(String code) {
        String[] parts = code.split("\\.", 2);
        int[] d = new int[1 + parts[1].length()];
        d[0] = Integer.parseInt(parts[0]);
        for (int k = 0; k < parts[1].length(); k++) {
            d[k + 1] = parts[1].charAt(k) - '0';
        }
        return d;
    }
}
