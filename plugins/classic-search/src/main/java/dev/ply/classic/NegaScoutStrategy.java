package dev.ply.classic;

import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.NegaScout;
import java.util.List;
import org.pf4j.Extension;

/** Reinefeld's NegaScout with no re-search below depth 3, deepening iteratively by default. */
@Extension
public final class NegaScoutStrategy extends SearchStrategy {

  static final String SKIP_SHALLOW_RE_SEARCHES = "skip-shallow-re-searches";

  @Override
  public String id() {
    return "negascout";
  }

  @Override
  public String description() {
    return "NegaScout (Reinefeld): null-window searches of later moves, re-searched when they fail high; with iterative deepening by default and an optional transposition table";
  }

  @Override
  DepthSearch search() {
    return new NegaScout(true);
  }

  @Override
  DepthSearch search(Options options) {
    return new NegaScout(options.getBoolean(SKIP_SHALLOW_RE_SEARCHES));
  }

  @Override
  List<OptionSpec> ownOptions() {
    return List.of(
        OptionSpec.bool(
            SKIP_SHALLOW_RE_SEARCHES,
            true,
            "Reinefeld's rule: no re-search of a null-window fail-high with fewer than 3 plies left,"
                + " where the null-window value is already exact"));
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
  boolean ordersMoves() {
    return true;
  }
}
