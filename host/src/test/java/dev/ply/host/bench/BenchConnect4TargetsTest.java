package dev.ply.host.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The verdicts of {@code scripts/bench-connect4.py --targets}, which {@code
 * scripts/bench-machine.sh} prints for the search core's targets: its functions called by python3
 * on figures whose medians and ratios are worked out here by hand.
 */
class BenchConnect4TargetsTest {

  private static final Path SCRIPT = Path.of("..", "scripts", "bench-connect4.py");

  /**
   * What python3 prints running {@code body} with the script loaded as {@code b}; its exit code.
   */
  private record Run(int code, String out) {}

  private static Run python(String body) throws IOException, InterruptedException {
    assertTrue(Files.isRegularFile(SCRIPT), SCRIPT.toAbsolutePath().toString());
    String program =
        "import importlib.util\n"
            + "spec = importlib.util.spec_from_file_location('b', '"
            + SCRIPT.toString().replace("\\", "/")
            + "')\n"
            + "b = importlib.util.module_from_spec(spec)\n"
            + "spec.loader.exec_module(b)\n"
            + body;
    ProcessBuilder builder = new ProcessBuilder("python3", "-c", program).redirectErrorStream(true);
    builder.environment().put("PYTHONIOENCODING", "utf-8"); // the verdicts print "÷"
    Process p = builder.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "python3 did not finish");
    return new Run(p.exitValue(), out);
  }

  @Test
  void theSearchCoresTargetsAreReadAsNamedFigures() throws Exception {
    Run run =
        python(
            "t = b.read_targets('ratio=1,rate=0.9,speedup2=1.7,speedup16=8,nodes16=1.5')\n"
                + "print(sorted(t.items()))\n");
    assertEquals(0, run.code(), run.out());
    assertEquals(
        "[('nodes16', 1.5), ('rate', 0.9), ('ratio', 1.0), ('speedup16', 8.0), ('speedup2', 1.7)]",
        run.out().strip());
  }

  @Test
  void aTargetOfAnotherNameOrWithoutAFigureIsRefusedWithTheFormsAccepted() throws Exception {
    for (String bad : List.of("speed2=1.7", "ratio", "rate=fast", "nodes=1.5")) {
      Run run = python("b.read_targets('ratio=1," + bad + "')\n");
      assertEquals(1, run.code(), bad + ": " + run.out());
      assertTrue(
          run.out().contains("'" + bad + "' is not one of ratio=R, rate=F, speedupN=S, nodesN=M"),
          run.out());
    }
  }

  @Test
  void eachTargetIsJudgedOnTheMediansOfTheRuns() throws Exception {
    // One thread: median 0.11 s and 1,000 nodes, so 9,090.9 nodes a second; Pons 0.2 s and 1,500
    // nodes, 7,500 a second. Time 0.11 / 0.2 = 0.55, rate 9,090.9 / 7,500 = 1.21. Two threads: 0.11
    // / 0.06 = 1.83 times as fast, 1,150 / 1,000 = 1.15 times the nodes.
    String judged =
        "for line in b.judge('Test_L1_R2', %s, [1, 2], {1: [0.12, 0.10, 0.11], 2: [0.06]},"
            + " {1: [1000, 1000, 1000], 2: [1150]}, [0.2], [1500]):\n"
            + "    print(line)\n";
    Run met =
        python(
            String.format(
                judged, "{'ratio': 1, 'rate': 0.9, 'speedup2': 1.7," + " 'nodes2': 1.2}"));
    assertEquals(0, met.code(), met.out());
    assertEquals(
        String.join(
            "\n",
            "- Test_L1_R2: 1 thread time ÷ Pons' 0.55 (target 1): met",
            "- Test_L1_R2: 1 thread node rate ÷ Pons' 1.21 (target 0.9): met",
            "- Test_L1_R2: 2 threads' speed-up 1.83 (target 1.7): met",
            "- Test_L1_R2: 2 threads' nodes ÷ 1 thread's 1.15 (target 1.2): met"),
        met.out().strip());
    Run missed =
        python(
            String.format(judged, "{'ratio': 0.5, 'rate': 1.3, 'speedup2': 1.9, 'nodes2': 1.1}"));
    assertEquals(
        String.join(
            "\n",
            "- Test_L1_R2: 1 thread time ÷ Pons' 0.55 (target 0.5): **not met**",
            "- Test_L1_R2: 1 thread node rate ÷ Pons' 1.21 (target 1.3): **not met**",
            "- Test_L1_R2: 2 threads' speed-up 1.83 (target 1.9): **not met**",
            "- Test_L1_R2: 2 threads' nodes ÷ 1 thread's 1.15 (target 1.1): **not met**"),
        missed.out().strip());
    Run none = python(String.format(judged, "{'speedup16': 8}"));
    assertEquals("", none.out().strip(), "a count the run did not measure is not judged");
  }
}
