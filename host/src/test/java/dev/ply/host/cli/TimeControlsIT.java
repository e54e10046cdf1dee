package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.EnginesIT.count;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Time controls as engine testers write them ({@code clock: 2/10+0.5}: periods of moves) through
 * the real CLI, with scripted engines that record what they are told: a UCI engine hears {@code
 * movestogo} count down and start again with a new period, and its clock refilled; an xboard engine
 * hears {@code level 2 0:10 0.5} once a game; the PGN export carries each move's {@code %clk} as
 * pgn-extract reads it back, the clock the referee kept.
 */
class TimeControlsIT {

  private static final Path PGN_EXTRACT = Path.of("/usr/games/pgn-extract");

  @TempDir Path temp;

  /** Plays one six-ply game, UCI (White) against xboard (Black), on {@code 2/10+0.5} each. */
  private Path playAcrossAPeriod(Path uciHeard, Path xboardHeard) throws Exception {
    Path config = temp.resolve("periods.yaml");
    Files.writeString(
        config,
        """
        game: chess
        games: 1
        ply-cap: 6
        players:
          - name: uci
            command: [python3, %s/uci_words_engine.py, %s]
            protocol: uci
            clock: 2/10+0.5
          - name: xboard
            command: [python3, %s/xboard_words_engine.py, %s]
            protocol: xboard
            clock: {base: 10s, increment: 500ms, moves: 2}
        """
            .formatted(ENGINES, uciHeard, ENGINES, xboardHeard));
    Path db = temp.resolve("periods.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(1, count(db, "select count(*) from games where termination = 'ply-cap'"));
    return db;
  }

  @Test
  void aUciEngineHearsMovesToGoCountDownAndItsClockRefilledAtTheEndOfAPeriod() throws Exception {
    Path heard = temp.resolve("uci.txt");
    Path db = playAcrossAPeriod(heard, temp.resolve("xboard.txt"));
    Pattern go = Pattern.compile("go wtime (\\d+) btime (\\d+) winc 500 binc 500 movestogo (\\d+)");
    List<long[]> gos = new ArrayList<>();
    for (String line : Files.readAllLines(heard)) {
      if (line.startsWith("go")) {
        Matcher m = go.matcher(line);
        assertTrue(m.matches(), line);
        gos.add(
            new long[] {
              Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3))
            });
      }
    }
    assertEquals(3, gos.size(), "White's three moves");
    assertEquals(List.of(2L, 1L, 2L), gos.stream().map(g -> g[2]).toList(), "movestogo");
    assertEquals(10_000, gos.get(0)[0], "nothing used before the first move");
    assertEquals(10_000, gos.get(0)[1]);
    // Each clock worked out again from the moves' times as recorded (milliseconds, rounded), so
    // that however long the moves took on a busy machine the figures are exact.
    List<Long> white = moveTimes(db, 0);
    List<Long> black = moveTimes(db, 1);
    long second = gos.get(1)[0];
    long third = gos.get(2)[0];
    assertEquals(10_000 - white.get(0) + 500, second, 3, "one move's time off, 0.5 s on");
    assertEquals(
        second - white.get(1) + 500 + 10_000, third, 3, "after the period's last move, its base");
    assertEquals(
        10_000 - black.get(0) + 500 - black.get(1) + 500 + 10_000,
        gos.get(2)[1],
        6,
        "Black's clock was refilled too");
  }

  /** The times of the moves of {@code seat}, in milliseconds, in the order played. */
  private static List<Long> moveTimes(Path db, int seat) throws Exception {
    List<Long> times = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery("select time_ms from moves where seat = " + seat + " order by ply")) {
      while (r.next()) {
        times.add(Math.round(r.getDouble(1)));
      }
    }
    return times;
  }

  @Test
  void anXboardEngineHearsTheLevelOfItsPeriodsOnceAndItsTimeBeforeEachMove() throws Exception {
    Path heard = temp.resolve("xboard.txt");
    Path db = playAcrossAPeriod(temp.resolve("uci.txt"), heard);
    List<String> lines = Files.readAllLines(heard);
    assertEquals(
        List.of("level 2 0:10 0.5"), lines.stream().filter(l -> l.startsWith("level")).toList());
    List<Long> times =
        lines.stream()
            .filter(l -> l.startsWith("time "))
            .map(l -> Long.parseLong(l.substring(5)))
            .toList();
    assertEquals(3, times.size(), "Black's three moves: " + times);
    assertEquals(1000, times.get(0), "centiseconds, nothing used yet");
    List<Long> black = moveTimes(db, 1);
    long second = 10_000 - black.get(0) + 500; // milliseconds, as the referee keeps them
    assertEquals(second / 10.0, times.get(1), 1, "one move's time off, 0.5 s on: " + times);
    assertEquals(
        (second - black.get(1) + 500 + 10_000) / 10.0,
        times.get(2),
        1,
        "a new period's base: " + times);
  }

  @Test
  void thePgnCarriesTheClockAfterEachMoveAsPgnExtractReadsItAndAsTheRefereeKeptIt()
      throws Exception {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(PGN_EXTRACT)) {
      assertFalse(required, "PLY_REQUIRE_ENGINES is set but " + PGN_EXTRACT + " is missing");
      Assumptions.abort("install Debian's pgn-extract to run this");
    }
    Path db = playAcrossAPeriod(temp.resolve("uci.txt"), temp.resolve("xboard.txt"));
    Path out = temp.resolve("export");
    assertEquals(0, ply("export", db.toString(), "--format", "pgn", "-o", out.toString()).code());
    Process p =
        new ProcessBuilder(
                PGN_EXTRACT.toString(), "--commentlines", "-s", out.resolve("games.pgn").toString())
            .redirectError(temp.resolve("pgn-extract.err").toFile())
            .start();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    Matcher clk = Pattern.compile("\\[%clk (\\d+):(\\d\\d):(\\d\\d)\\.(\\d)]").matcher(text);
    List<Long> read = new ArrayList<>();
    while (clk.find()) {
      read.add(
          ((Long.parseLong(clk.group(1)) * 60 + Long.parseLong(clk.group(2))) * 60
                      + Long.parseLong(clk.group(3)))
                  * 10
              + Long.parseLong(clk.group(4)));
    }
    // What the referee kept, and the same clocks worked out again from each move's time alone.
    List<Long> kept = new ArrayList<>();
    long[] clock = {10_000, 10_000};
    int[] made = {0, 0};
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "select seat, time_ms, json_extract(counters, '$.clock-ms') from moves"
                    + " order by ply")) {
      while (r.next()) {
        int seat = r.getInt(1);
        long left = r.getLong(3);
        kept.add(left / 100);
        clock[seat] = clock[seat] - Math.round(r.getDouble(2)) + 500;
        if (++made[seat] % 2 == 0) {
          clock[seat] += 10_000;
        }
        assertTrue(Math.abs(clock[seat] - left) <= 3, "ms rounding only: " + clock[seat] + left);
        clock[seat] = left;
      }
    }
    assertEquals(6, kept.size());
    assertEquals(kept, read, "pgn-extract read:\n" + text);
  }

  @Test
  void stockfishPlaysThreePeriodsOfTenMovesWithoutLosingOnTime() throws Exception {
    EnginesIT.require(EnginesIT.STOCKFISH, "stockfish");
    Path heard = temp.resolve("stockfish.txt");
    Path config = temp.resolve("sf.yaml");
    Files.writeString(
        config,
        """
        game: chess
        games: 1
        ply-cap: 60
        grace: 5s # what is checked is what the engine is told, not a busy machine's latency
        players:
          - name: recorded
            command: [python3, %s/recording_engine.py, %s, /usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            clock: 10/1+0.05
          - name: stockfish
            command: [/usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            clock: 10/1+0.05
        """
            .formatted(ENGINES, heard));
    Path db = temp.resolve("sf.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        0, count(db, "select count(*) from games where termination = 'time-forfeit'"), run.out());
    List<Long> toGo =
        Files.readAllLines(heard).stream()
            .filter(l -> l.startsWith("> go "))
            .map(l -> Long.parseLong(l.substring(l.indexOf("movestogo ") + 10).trim()))
            .toList();
    long moves = count(db, "select count(*) from moves where player = 'recorded'");
    assertEquals(moves, toGo.size());
    for (int i = 0; i < toGo.size(); i++) {
      assertEquals(10 - i % 10, toGo.get(i), "movestogo of move " + (i + 1));
    }
  }
}
