package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class ThreadCheckTest {

  private static final FakeStrategy PARALLEL =
      new FakeStrategy(
          "mtd-bi",
          List.of(OptionSpec.integer("threads", 1, 1, 256, "search threads")),
          g -> true,
          true);
  private static final FakeStrategy PLAIN = new FakeStrategy("random", List.of(), g -> true, false);

  private static PlayerSpec player(String name, FakeStrategy strategy, Map<String, ?> options) {
    return new PlayerSpec(
        name,
        strategy,
        Optional.empty(),
        Options.resolve(strategy.options(), options),
        OptionalInt.empty(),
        OptionalLong.empty(),
        Optional.empty());
  }

  @Test
  void anEntrantsThreadsTimesTheConcurrencyBeyondTheCoresIsWarnedNamingTheEntrant() {
    List<PlayerSpec> players =
        List.of(player("smp", PARALLEL, Map.of("threads", 2L)), player("rnd", PLAIN, Map.of()));
    assertEquals(
        List.of(
            "entrant 'smp' searches on 2 threads: with concurrency 2 that is 4"
                + " threads at once on 2 cores, so the searches share cores and a time-limited player"
                + " gets less than its time. Lower concurrency or threads."),
        ThreadCheck.warnings(players, 2, 2, "entrant"));
  }

  @Test
  void noWarningWhenTheThreadsFitTheCoresOrNoStrategyHasAThreadsOption() {
    List<PlayerSpec> players =
        List.of(player("smp", PARALLEL, Map.of("threads", 2L)), player("one", PARALLEL, Map.of()));
    assertEquals(List.of(), ThreadCheck.warnings(players, 1, 2, "entrant"));
    assertEquals(
        List.of(), ThreadCheck.warnings(List.of(player("rnd", PLAIN, Map.of())), 4, 4, "entrant"));
  }
}
