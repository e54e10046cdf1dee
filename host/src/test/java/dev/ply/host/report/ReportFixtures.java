package dev.ply.host.report;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Termination;
import dev.ply.host.store.EntrantRow;
import dev.ply.host.store.PluginInfo;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Real results databases for the report tests, written through {@link ResultStore}. */
final class ReportFixtures {

  static final Instant START = Instant.parse("2025-03-01T10:15:30.123Z");

  private ReportFixtures() {}

  /** A run of {@code tiny} (size 3) with the given config text. */
  static RunInfo run(String kind, String name, String config) {
    return new RunInfo(
        kind,
        name,
        "configs/" + name + ".yaml",
        config,
        RunInfo.sha256(config),
        "tiny",
        "marks=true, size=3",
        START,
        "0.1.0-TEST",
        "OpenJDK 17 (test)",
        "Linux test",
        List.of(
            new PluginInfo("tiny", "1.0.0", "plugins/tiny.jar", "ab".repeat(32)),
            new PluginInfo("classic-search", "0.2.0", "plugins/classic-search.jar")));
  }

  /**
   * A game of {@code tiny} between {@code first} and {@code second}, with {@code moves} (cells such
   * as {@code a1}) after {@code opening}; each move reports depth 2, 10·ply nodes, value ply and 4
   * ms.
   */
  static GameRecord game(
      int number,
      String first,
      String second,
      int winnerSeat,
      Termination termination,
      String reason,
      String opening,
      String... moves) {
    List<MoveRecord> records = new ArrayList<>();
    int offset = opening.isBlank() ? 0 : opening.strip().split("\\s+").length;
    for (int i = 0; i < moves.length; i++) {
      int seat = (offset + i) % 2;
      records.add(
          new MoveRecord(
              i + 1,
              seat,
              seat == 0 ? first : second,
              moves[i],
              4_000_000L,
              2,
              10L * (i + 1),
              i + 1,
              moves[i] + " b2",
              Map.of("cutoffs", 1L)));
    }
    return new GameRecord(
        number,
        "tiny",
        "marks=true, size=3",
        List.of(first, second),
        winnerSeat,
        termination,
        reason,
        1000L + number,
        START.plusSeconds(number),
        START.plusSeconds(number + 1),
        "final of game " + number,
        records,
        opening);
  }

  /** A game that ended normally. */
  static GameRecord game(int number, String first, String second, int winnerSeat, String... moves) {
    return game(number, first, second, winnerSeat, Termination.NORMAL, "the game ended", "", moves);
  }

  /** Writes one run with its entrants (if any) and games, finished; returns the run id. */
  static long write(Path db, RunInfo run, List<String> entrants, List<GameRecord> games) {
    try (ResultStore store = ResultStore.open(db)) {
      long id = store.startRun(run);
      if (!entrants.isEmpty()) {
        List<EntrantRow> rows = new ArrayList<>();
        for (int i = 0; i < entrants.size(); i++) {
          rows.add(new EntrantRow(i + 1, entrants.get(i), "alphabeta", "", "depth=2", "depth 2"));
        }
        store.recordEntrants(id, rows);
      }
      for (GameRecord g : games) {
        store.recordGame(id, g);
      }
      store.finishRun(id, START.plusSeconds(3600), "finished");
      return id;
    }
  }

  /** {@code count} games of the referee's hidden-guess fixture, a dealer and a guesser. */
  static List<GameRecord> hiddenGuessGames(int count) {
    dev.ply.api.Game guess = new dev.ply.host.referee.KindFixtures.HiddenGuess();
    List<GameRecord> games = new ArrayList<>();
    dev.ply.host.referee.Referee referee =
        new dev.ply.host.referee.Referee(
            new dev.ply.host.referee.RefereeSettings(
                10, java.time.Duration.ofSeconds(30), java.time.Duration.ofSeconds(60)));
    for (int n = 1; n <= count; n++) {
      games.add(
          referee
              .play(
                  n,
                  guess,
                  dev.ply.api.Options.empty(),
                  List.of(),
                  List.of(
                      new dev.ply.host.referee.Seat(
                          "dealer",
                          new dev.ply.host.referee.GameKindsRefereeTest.Picker(),
                          dev.ply.host.referee.SeatLimits.none()),
                      new dev.ply.host.referee.Seat(
                          "guesser",
                          new dev.ply.host.referee.GameKindsRefereeTest.Picker(),
                          dev.ply.host.referee.SeatLimits.none())),
                  n,
                  100 + n,
                  dev.ply.host.referee.GameListener.NONE)
              .record());
    }
    return games;
  }
}
