package dev.ply.chance;

import dev.ply.chance.search.ChanceSearch;
import dev.ply.chance.search.Star2;
import org.pf4j.Extension;

/** {@link Star2} with iterative deepening by default. */
@Extension
public final class Star2Strategy extends ChanceSearchStrategy {

  @Override
  public String id() {
    return "star2";
  }

  @Override
  public String description() {
    return "Star2 (Ballard 1983; Hauk, Buro and Schaeffer 2004): Star1 after probing the first move of every outcome, which can cut a chance node at the price of one move per outcome";
  }

  @Override
  ChanceSearch search() {
    return new Star2();
  }
}
