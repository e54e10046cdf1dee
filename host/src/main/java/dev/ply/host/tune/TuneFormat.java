package dev.ply.host.tune;

import dev.ply.api.Game;
import dev.ply.host.config.FormatKeys;
import dev.ply.host.config.FormatSettings;
import dev.ply.host.config.TuneKeys;
import dev.ply.host.config.TuneParameter;
import dev.ply.host.store.FinishedGame;
import dev.ply.host.tournament.Pairer;
import dev.ply.host.tournament.Pairing;
import dev.ply.host.tournament.TournamentFormat;
import java.util.List;
import java.util.Optional;

/**
 * {@code format: tune}, the format of a tuning file, which only {@code ply tune} takes: the entrant
 * tuned ({@code tune}, the first by default), its opponent (the second entrant, if any; itself, as
 * fishtest plays, when there is one entrant), the game pairs ({@code pairs}) and the {@code
 * parameters}. Every key all formats share (game, openings, concurrency, database, seed …) is read
 * as in a match or tournament file.
 */
public final class TuneFormat {

  /** Game pairs when {@code pairs} is not given. */
  public static final int DEFAULT_PAIRS = 1000;

  /** The most game pairs a tuning may have. */
  public static final int MAX_PAIRS = 10_000_000;

  /** The format's code. */
  public static final String CODE = "tune";

  /** The format, for {@code RunConfigLoader} and {@code Plans}. */
  public static final TournamentFormat FORMAT =
      new TournamentFormat() {
        @Override
        public String code() {
          return CODE;
        }

        @Override
        public List<String> keys() {
          return List.of("tune", "pairs", "parameters");
        }

        @Override
        public Optional<List<String>> gameProblem(Game game) {
          if (game.players() != 2) {
            return Optional.of(
                List.of(
                    "a tuning plays two-player games; " + game.id() + " seats " + game.players(),
                    "tune on a game of two players"));
          }
          return Optional.empty();
        }

        @Override
        public void checkEntrants(FormatKeys keys, Optional<Game> game, int count) {
          if (count < 1 || count > 2) {
            keys.problemAtList(
                "a tuning lists the entrant tuned and at most one opponent, got " + count,
                "one entrant plays itself, as fishtest tunes; a second is the opponent of both sides");
          }
        }

        @Override
        public Optional<Settings> read(FormatKeys keys) {
          Optional<String> tuned = TuneKeys.tuned(keys, "tune");
          long pairs = keys.integer("pairs", 1, MAX_PAIRS).orElse((long) DEFAULT_PAIRS);
          Optional<List<TuneParameter>> parameters = TuneKeys.parameters(keys, "parameters");
          return parameters.map(p -> new Settings(tuned, (int) pairs, p));
        }

        @Override
        public Pairer pairer(Game game, List<String> names, FormatSettings settings) {
          return new Pairer() {
            @Override
            public int rounds() {
              return 1;
            }

            @Override
            public List<Pairing> pair(int round, List<FinishedGame> finished) {
              return names.size() == 2
                  ? List.of(new Pairing(names.get(0), names.get(1)))
                  : List.of();
            }

            @Override
            public int totalPairings() {
              return names.size() == 2 ? 1 : 0;
            }
          };
        }
      };

  private TuneFormat() {}

  /**
   * What a tuning file says beyond the shared keys.
   *
   * @param tuned the entrant tuned ({@code tune}); the first entrant when empty
   * @param pairs the game pairs, fishtest's {@code N} ({@code pairs})
   * @param parameters what is tuned, in file order ({@code parameters})
   */
  public record Settings(Optional<String> tuned, int pairs, List<TuneParameter> parameters)
      implements FormatSettings {

    public Settings {
      parameters = List.copyOf(parameters);
    }

    @Override
    public String code() {
      return CODE;
    }

    @Override
    public int gamesPerPairing() {
      return 2;
    }
  }
}
