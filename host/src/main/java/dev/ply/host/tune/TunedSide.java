package dev.ply.host.tune;

import dev.ply.host.tournament.Entrant;
import dev.ply.host.tournament.TournamentPlan;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One side of a tuning's game pair, as data: the tuned entrant {@code base} of the run's config,
 * renamed {@code name} ({@code <base>.plus} or {@code <base>.minus}), with its parameters set to
 * {@code values} (whole-number options already rounded). What a cluster's coordinator sends with
 * each game of a tuning, since a worker rebuilds its players from the config, whose entrants do not
 * change with the iterations; immutable once made.
 *
 * @param name the side's name in the games and the store
 * @param base the tuned entrant's name in the config
 * @param parameters the parameters' names, as the tuning file names them
 * @param values their values for this side, one each
 * @param whole which parameters set whole-number options
 */
public record TunedSide(
    String name, String base, List<String> parameters, double[] values, boolean[] whole)
    implements Serializable {

  public TunedSide {
    parameters = List.copyOf(parameters);
    values = values.clone();
    whole = whole.clone();
    if (values.length != parameters.size() || whole.length != parameters.size()) {
      throw new IllegalArgumentException(
          parameters.size() + " parameters but " + values.length + " values");
    }
  }

  /** This side as an entrant of {@code plan}, whose entrant {@link #base} it sets. */
  public Entrant entrant(TournamentPlan plan) {
    return TunedEntrants.withNamed(plan.entrant(base), name, parameters, values, whole);
  }

  /**
   * The plan of a tuning's games between {@code sides} (and the rest of {@code base}'s entrants):
   * {@code base}'s game, openings, seed and referee, two games a pairing, {@code concurrency} at
   * once, each pair of a game of chance a duplicate.
   */
  public static TournamentPlan plan(TournamentPlan base, List<TunedSide> sides, int concurrency) {
    List<Entrant> entrants = new ArrayList<>();
    for (TunedSide side : sides) {
      entrants.add(side.entrant(base));
    }
    for (Entrant e : base.entrants()) {
      if (entrants.stream().noneMatch(x -> x.name().equals(e.name()))) {
        entrants.add(e);
      }
    }
    return new TournamentPlan(
        base.game(),
        base.variant(),
        base.pairer(),
        2,
        base.openings(),
        base.seed(),
        base.referee(),
        Math.max(1, concurrency),
        entrants,
        Optional.empty(),
        base.violations(),
        base.players(),
        true);
  }
}
