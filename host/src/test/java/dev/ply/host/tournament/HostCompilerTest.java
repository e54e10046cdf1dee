package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.host.config.Isolation;
import dev.ply.host.config.PlayerProtocol;
import dev.ply.host.referee.Adjudication;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

/** When a run leaves the JVM's optimizing compiler out: only when the host searches nothing. */
class HostCompilerTest {

  private static final Isolation STOCKFISH =
      new Isolation(true, List.of(), List.of("/usr/games/stockfish"), PlayerProtocol.UCI, Map.of());
  private static final Isolation CHILD_JVM = new Isolation(true, List.of("-Xmx64m"), List.of());
  private static final Isolation IN_PROCESS = new Isolation(false, List.of(), List.of());

  @Test
  void aRunOfEnginesAndChildJvmsSearchesNothingInTheHost() {
    assertTrue(HostCompiler.searchesNothingHere(List.of(STOCKFISH, STOCKFISH), Adjudication.NONE));
    assertTrue(HostCompiler.searchesNothingHere(List.of(STOCKFISH, CHILD_JVM), Adjudication.NONE));
  }

  @Test
  void oneStrategyOnTheHostsThreadsKeepsTheOptimizingCompiler() {
    assertFalse(
        HostCompiler.searchesNothingHere(List.of(STOCKFISH, IN_PROCESS), Adjudication.NONE));
    assertFalse(HostCompiler.searchesNothingHere(List.of(), Adjudication.NONE));
  }

  @Test
  void anAdjudicationByProofSearchesInTheHostAndKeepsIt() {
    Adjudication proof =
        new Adjudication(
            Optional.empty(),
            Optional.empty(),
            Optional.of(
                new Adjudication.ProofRule(1000, Mockito.mock(Strategy.class), Options.empty())));
    assertFalse(HostCompiler.searchesNothingHere(List.of(STOCKFISH, STOCKFISH), proof));
  }
}
