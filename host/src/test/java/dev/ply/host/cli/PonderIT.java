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
 * {@code ponder: true} through the real CLI: a scripted UCI engine that records every line it is
 * told ponders on the reply it expects, hears {@code ponderhit} when the opponent plays it and
 * {@code stop} then a fresh search when it does not (its answer to the stopped search is not
 * played), and {@code stop} when the game is over; Stockfish plays a game pondering on a clock
 * without losing on time.
 */
class PonderIT {

  @TempDir Path temp;

  /** What the pondering White was told in a four-ply game against a plain one. */
  private List<String> ponderingGame(String mode) throws Exception {
    Path heard = temp.resolve(mode + ".txt");
    Path config = temp.resolve(mode + ".yaml");
    Files.writeString(
        config,
        """
        game: chess
        games: 1
        ply-cap: 4
        players:
          - name: pondering
            command: [python3, %s/uci_words_engine.py, %s, %s]
            protocol: uci
            ponder: true
            nodes: 100
          - name: plain
            command: [python3, %s/uci_words_engine.py, %s]
            protocol: uci
            nodes: 100
        """
            .formatted(ENGINES, heard, mode, ENGINES, temp.resolve("plain.txt")));
    Path db = temp.resolve(mode + ".db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(1, count(db, "select count(*) from games where termination = 'ply-cap'"));
    assertEquals(
        2,
        count(
            db,
            "select count(*) from moves where player = 'pondering' and move in ('e2e4', 'g1f3')"),
        "its moves, never the answer to a stopped search");
    // Without a time limit a move's search is capped by the move cap, sent as movetime.
    List<String> lines = Files.readAllLines(heard);
    // The check before the run starts the engine once and greets it ("uci"): not the game's.
    return lines.subList(lines.lastIndexOf("uci"), lines.size()).stream()
        .map(l -> l.replaceAll(" movetime \\d+$", " movetime CAP"))
        .toList();
  }

  @Test
  void anEngineThatGuessedTheReplyHearsPonderhitAndItsSearchIsTheMove() throws Exception {
    assertEquals(
        List.of(
            "uci",
            "setoption name UCI_Ponder value true",
            "isready",
            "ucinewgame",
            "isready",
            "position startpos",
            "isready",
            "go nodes 100 movetime CAP",
            "position startpos moves e2e4 e7e5",
            "go ponder nodes 100 movetime CAP",
            "ponderhit",
            "position startpos moves e2e4 e7e5 g1f3 b8c6",
            "go ponder nodes 100 movetime CAP",
            "stop",
            "quit"),
        ponderingGame("ponder"));
  }

  @Test
  void anEngineThatGuessedWrongHearsStopAndAFreshSearchOfThePositionPlayed() throws Exception {
    assertEquals(
        List.of(
            "uci",
            "setoption name UCI_Ponder value true",
            "isready",
            "ucinewgame",
            "isready",
            "position startpos",
            "isready",
            "go nodes 100 movetime CAP",
            "position startpos moves e2e4 b8c6",
            "go ponder nodes 100 movetime CAP",
            "stop",
            "position startpos moves e2e4 e7e5",
            "isready",
            "go nodes 100 movetime CAP",
            "position startpos moves e2e4 e7e5 g1f3 a7a6",
            "go ponder nodes 100 movetime CAP",
            "stop",
            "quit"),
        ponderingGame("ponder-wrong"));
  }

  @Test
  void stockfishPondersOnAClockAndLosesNoGameOnTime() throws Exception {
    EnginesIT.require(EnginesIT.STOCKFISH, "stockfish");
    Path heard = temp.resolve("stockfish.txt");
    Path config = temp.resolve("sf.yaml");
    Files.writeString(
        config,
        """
        game: chess
        games: 1
        ply-cap: 30
        grace: 5s # what is checked is the pondering, not a busy machine's latency
        players:
          - name: pondering
            command: [python3, %s/recording_engine.py, %s, /usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            ponder: true
            clock: 4+0.05
          - name: stockfish
            command: [/usr/games/stockfish]
            protocol: uci
            options: {Hash: 16, Threads: 1}
            clock: 4+0.05
        """
            .formatted(ENGINES, heard));
    Path db = temp.resolve("sf.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        0,
        count(db, "select count(*) from games where termination not in ('normal', 'ply-cap')"),
        run.out());
    List<String> told = Files.readAllLines(heard).stream().filter(l -> l.startsWith("> ")).toList();
    long ponders = told.stream().filter(l -> l.startsWith("> go ponder wtime ")).count();
    long hits = told.stream().filter(l -> l.equals("> ponderhit")).count();
    long stops = told.stream().filter(l -> l.equals("> stop")).count();
    long moves = count(db, "select count(*) from moves where player = 'pondering'");
    assertTrue(told.contains("> setoption name UCI_Ponder value true"));
    assertTrue(ponders >= moves - 1 && ponders <= moves, ponders + " ponders, " + moves + " moves");
    assertTrue(hits > 0, "Stockfish guesses its opponent's reply now and then: " + told);
    assertTrue(hits + stops <= ponders, "each ponder ended once at most");
    String lastGo = told.stream().filter(l -> l.startsWith("> go")).reduce((a, b) -> b).get();
    if (lastGo.startsWith("> go ponder")) { // the game did not end on its own move
      assertEquals(
          List.of("> stop", "> quit"),
          told.subList(told.size() - 2, told.size()),
          "the game over, its last ponder search was stopped");
    }
  }
}
