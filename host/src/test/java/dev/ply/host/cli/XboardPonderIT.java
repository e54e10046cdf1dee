package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.EnginesIT.count;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ponder: true} for an xboard engine through the real CLI: a scripted engine that records
 * every line it is told hears {@code hard}, is left playing after each of its moves (no {@code
 * force}), is told only the clocks and its opponent's move, which it answers by itself, and hears
 * {@code force} when the game is over; Stockfish behind Debian's PolyGlot (which speaks xboard to
 * Ply and UCI to Stockfish) ponders on a clock (PolyGlot turns {@code hard} into {@code go ponder}
 * and a right guess into {@code ponderhit}) and loses no game on time.
 */
class XboardPonderIT {

  private static final Path POLYGLOT = Path.of("/usr/games/polyglot");

  @TempDir Path temp;

  @Test
  void aPonderingXboardEngineIsLeftPlayingAndToldOnlyTheClocksAndTheOpponentsMove()
      throws Exception {
    Path heard = temp.resolve("heard.txt");
    Path config = temp.resolve("ponder.yaml");
    Files.writeString(
        config,
        """
        game: chess
        games: 1
        ply-cap: 4
        players:
          - name: pondering
            command: [python3, %s/xboard_words_engine.py, %s]
            protocol: xboard
            ponder: true
            clock: 60+0
          - name: plain
            command: [python3, %s/xboard_words_engine.py, %s]
            protocol: xboard
            clock: 60+0
        """
            .formatted(ENGINES, heard, ENGINES, temp.resolve("plain.txt")));
    Path db = temp.resolve("ponder.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(1, count(db, "select count(*) from games where termination = 'ply-cap'"));
    assertEquals(
        2,
        count(
            db,
            "select count(*) from moves where player = 'pondering' and move in ('e2e4', 'g1f3')"));
    List<String> told = Files.readAllLines(heard);
    List<String> game =
        told.subList(told.indexOf("new"), told.size()).stream()
            .map(l -> l.replaceAll("^(time|otim) \\d+$", "$1 N"))
            .toList();
    assertEquals(
        List.of(
            "new",
            "force",
            "post",
            "hard",
            "ping 2",
            "level 0 1 0",
            "time N",
            "otim N",
            "ping 3",
            "go",
            "time N",
            "otim N",
            "usermove e7e5",
            "force",
            "quit"),
        game);
  }

  @Test
  void stockfishBehindPolyglotPondersOverXboardAndLosesNoGameOnTime() throws Exception {
    EnginesIT.require(EnginesIT.STOCKFISH, "stockfish");
    EnginesIT.require(POLYGLOT, "polyglot");
    Path heard = temp.resolve("stockfish.txt");
    Path config = temp.resolve("polyglot.yaml");
    Files.writeString(
        config,
        """
        game: chess
        games: 1
        ply-cap: 30
        grace: 5s # what is checked is the pondering, not a busy machine's latency
        players:
          - name: pondering
            command: [%s, -noini, -ec, "python3 %s/recording_engine.py %s /usr/games/stockfish"]
            protocol: xboard
            ponder: true
            clock: 4+0.05
          - name: stockfish
            command: [/usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            clock: 4+0.05
        """
            .formatted(POLYGLOT, ENGINES, heard));
    Path db = temp.resolve("polyglot.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        0,
        count(db, "select count(*) from games where termination not in ('normal', 'ply-cap')"),
        run.out());
    List<String> told = Files.readAllLines(heard).stream().filter(l -> l.startsWith("> ")).toList();
    long ponders =
        told.stream().filter(l -> l.startsWith("> go ") && l.endsWith(" ponder")).count();
    long hits = told.stream().filter(l -> l.equals("> ponderhit")).count();
    long moves = count(db, "select count(*) from moves where player = 'pondering'");
    assertTrue(told.contains("> setoption name Ponder value true"), told.toString());
    // PolyGlot ponders after each move whose bestmove names a reply, as Stockfish's nearly all do.
    assertTrue(ponders >= moves - 2 && ponders <= moves, ponders + " ponders, " + moves + " moves");
    assertTrue(hits > 0, "Stockfish guesses its opponent's reply now and then: " + told);
    assertTrue(told.get(told.size() - 2).equals("> stop"), "the last ponder search is stopped");
  }
}
