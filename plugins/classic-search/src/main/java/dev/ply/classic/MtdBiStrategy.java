package dev.ply.classic;

import dev.ply.api.SignatureCase;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.MtdBi;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pf4j.Extension;

/**
 * MTD-bi: null-window alpha-beta searches bisecting the interval that holds the value, with the
 * {@code tt-mb} transposition table if set and the game's tactics; one search to the depth limit by
 * default, the way to solve a position exactly.
 */
@Extension
public final class MtdBiStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "mtd-bi";
  }

  @Override
  public String description() {
    return "MTD-bi (C*): null-window alpha-beta searches bisecting the interval of the value, for solving positions exactly; best with a transposition table (tt-mb)";
  }

  @Override
  DepthSearch search() {
    return new MtdBi();
  }

  @Override
  boolean deepensByDefault() {
    return false;
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

  /** A Connect Four position 11 plies in, solved to the end on a 16 MiB table. */
  @Override
  List<SignatureCase> ownSignatureCases() {
    return List.of(
        new SignatureCase(
            "connect-four",
            Map.of(),
            List.of("4", "4", "4", "5", "5", "5", "5", "4", "2", "2", "1"),
            Map.of(TT_MB, 16L),
            Optional.empty(),
            64));
  }
}
