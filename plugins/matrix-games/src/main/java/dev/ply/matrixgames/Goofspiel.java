package dev.ply.matrixgames;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Goofspiel, the game of pure strategy (Flood, 1950s), as OpenSpiel plays it by default. Each seat
 * holds the cards 1 to {@code cards}; so does the prize deck. Each turn one prize card is turned up
 * and both seats bid one of their cards at once; the higher bid takes the prize's value in points,
 * and equal bids discard the prize (nobody scores it). Bid cards are spent. After {@code cards}
 * turns whoever has more points wins (utility +1, the other -1; 0 each on equal points).
 *
 * <p>Variant options: {@code cards} (1 to {@value #MAX_CARDS}, default 13) and {@code order}:
 * {@code random} (default: the prize deck is shuffled, each prize is a chance outcome {@code
 * prize:5}, every remaining card equally likely), {@code ascending} or {@code descending} (a fixed
 * order, no chance). Bids are written as the card ({@code 7}), a turn's joint move as both bids,
 * the first seat's first ({@code 7/3}). Nothing is hidden but the bid being chosen: bids are shown
 * once both are made.
 */
@Extension
public final class Goofspiel implements Game {

  static final int MAX_CARDS = 20;

  /** The order in which prize cards are turned up. */
  enum Order {
    RANDOM,
    ASCENDING,
    DESCENDING;

    static Order of(String text) {
      try {
        return valueOf(text.trim().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "order: random, ascending or descending; got '" + text + "'", e);
      }
    }
  }

  @Override
  public String id() {
    return "goofspiel";
  }

  @Override
  public String displayName() {
    return "Goofspiel";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public Set<GameFeature> features() {
    return Set.of(GameFeature.CHANCE, GameFeature.SIMULTANEOUS_MOVES);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer(
            "cards", 13, 1, MAX_CARDS, "cards in each hand and in the prize deck, 1 to n"),
        OptionSpec.text(
            "order",
            "random",
            "the order of the prize cards: random (shuffled, by chance), ascending or descending"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new GoofspielState(variant.getInt("cards"), Order.of(variant.getString("order")));
  }
}
