package dev.ply.classic;

import dev.ply.api.SignatureCase;
import dev.ply.classic.search.AlphaBetaSolver;
import dev.ply.classic.search.DepthSearch;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pf4j.Extension;

/** Fail-soft alpha-beta in negamax form, deepening iteratively by default. */
@Extension
public final class AlphaBetaStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "alphabeta";
  }

  @Override
  public String description() {
    return "alpha-beta (negamax, fail-soft), with iterative deepening by default and an optional transposition table";
  }

  @Override
  DepthSearch search() {
    return new AlphaBetaSolver();
  }

  @Override
  boolean deepensByDefault() {
    return true;
  }

  @Override
  boolean usesTable() {
    return true;
  }

  @Override
  boolean usesTactics() {
    return true;
  }

  @Override
  boolean ordersMoves() {
    return true;
  }

  @Override
  boolean usesAspiration() {
    return true;
  }

  /** Connect Four with the move-ordering options and aspiration windows on, tactics off. */
  @Override
  List<SignatureCase> ownSignatureCases() {
    return List.of(
        new SignatureCase(
            "connect-four",
            Map.of(),
            List.of("4", "4", "5", "3"),
            Map.of(
                ITERATIVE_DEEPENING,
                true,
                KILLERS,
                true,
                HISTORY,
                true,
                ASPIRATION,
                50L,
                TACTICS,
                false),
            Optional.of("connect-four-windows"),
            8));
  }
}
