package dev.ply.multiplayer;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.StandardOptions;
import dev.ply.api.Strategy;
import dev.ply.multiplayer.search.DepthSearch;
import dev.ply.multiplayer.search.IterativeDeepening;
import dev.ply.multiplayer.search.SearchRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the searches of this plugin share: sequential games of perfect information without chance,
 * of two players or more, zero-sum or not; an evaluator's {@code evaluate(state, seat)} at the
 * horizon; the {@code iterative-deepening} option. Each subclass names one search.
 */
abstract class MultiplayerStrategy implements Strategy {

  static final String ITERATIVE_DEEPENING = StandardOptions.DEEPENING;

  /** The search a player of this strategy runs at {@code game}. */
  abstract DepthSearch search(PlayerContext context);

  /** Options of this search's own, after the shared one; none by default. */
  List<OptionSpec> ownOptions() {
    return List.of();
  }

  @Override
  public List<OptionSpec> options() {
    List<OptionSpec> options = new ArrayList<>();
    options.add(
        OptionSpec.bool(
            ITERATIVE_DEEPENING,
            true,
            "search depth 1, 2, 3 ... until the depth limit, the deadline or the end of the tree,"
                + " and play the best move of the deepest completed search"));
    options.addAll(ownOptions());
    return List.copyOf(options);
  }

  /** None: the game must be sequential, deterministic and of perfect information. */
  @Override
  public Set<GameFeature> handles() {
    return Set.of();
  }

  @Override
  public boolean supports(Game game) {
    return game.players() >= 2 && game.features().isEmpty();
  }

  /**
   * Why it cannot play {@code game}, naming the property: a game of one seat, or each feature with
   * what the search needs that the feature takes away (it reads the whole position, lets every move
   * be a seat's choice, and moves one seat at a time).
   */
  @Override
  public Optional<String> whyNot(Game game) {
    if (game.players() < 2) {
      return Optional.of(
          game.id() + " has 1 player; " + id() + " searches games of two players or more");
    }
    if (game.features().isEmpty()) {
      return Optional.empty();
    }
    String reasons =
        game.features().stream().sorted().map(this::reason).collect(Collectors.joining("; "));
    return Optional.of(game.id() + " has " + reasons);
  }

  private String reason(GameFeature feature) {
    String needs =
        switch (feature) {
          case CHANCE -> "every move a seat's choice";
          case HIDDEN_INFORMATION -> "the whole position, as every seat's score is computed";
          case SIMULTANEOUS_MOVES -> "one seat to move at a time";
        };
    return feature.words() + ", while " + id() + " needs " + needs;
  }

  @Override
  public boolean usesEvaluator() {
    return true;
  }

  /** Without an evaluator, a depth limit or a deadline each search goes to the end of the game. */
  @Override
  public boolean solves() {
    return true;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    SearchRun run = new SearchRun(context.evaluator().orElse(null));
    boolean deepen = context.options().getBoolean(ITERATIVE_DEEPENING);
    return new MultiplayerPlayer(new IterativeDeepening(search(context), deepen, run));
  }
}
