package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.EnginesIT.count;
import static dev.ply.host.cli.EnginesIT.require;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Go engines through GTP, the real CLI and the real go plugin: GNU Go at two levels (one of them on
 * a game clock) plays a round robin with Ply's MCTS and alpha-beta and every one of its moves is
 * legal; scripted engines that answer a point already taken or a word that is no point lose with
 * the move in the reason; and what a GTP engine cannot take is a config error at its line.
 */
class GoEnginesIT {

  static final Path GNUGO = Path.of("/usr/games/gnugo");

  @TempDir Path temp;

  @Test
  void gnuGoAtTwoLevelsMctsAndAlphaBetaPlayARoundRobinWithEveryMoveLegal() throws Exception {
    require(GNUGO, "gnugo");
    Path config = temp.resolve("go-engines.yaml");
    Files.writeString(
        config,
        """
        name: go engines
        game: go
        variant: {size: 7, komi: 7.5, ko: simple}
        format: round-robin
        games-per-pairing: 2
        seed: 5
        concurrency: 2
        ply-cap: 200
        entrants:
          - name: gnugo-l0
            command: [%1$s, --mode, gtp, --level, "0", --chinese-rules]
            protocol: gtp
          - name: gnugo-l2
            command: [%1$s, --mode, gtp, --level, "2", --chinese-rules]
            protocol: gtp
            clock: {base: 30s, increment: 100ms}
          - name: mcts
            strategy: mcts
            nodes: 300
          - name: alphabeta-d1
            strategy: alphabeta
            evaluator: go-area
            depth: 1
        """
            .formatted(GNUGO));
    Path db = temp.resolve("go-engines.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(12, count(db, "select count(*) from games"), "two games for each of six pairings");
    assertEquals(
        12,
        count(
            db,
            "select count(*) from games where termination = 'normal'"
                + " and (reason glob '* won by B+*' or reason glob '* won by W+*' or reason like '%jigo%')"),
        "every game ends by two passes, scored: no violation, no ply cap");
    assertTrue(
        count(db, "select count(*) from moves where player like 'gnugo-%'") > 120,
        "GNU Go's moves are recorded, each one legal where it was played");
    assertEquals(
        6,
        count(
            db,
            "select count(distinct g.id) from games g join moves m"
                + " on m.game_id = g.id where m.player = 'gnugo-l2'"));
  }

  @Test
  void gtpEnginesThatAnswerATakenPointOrNoPointLoseWithTheMoveInTheReason() throws Exception {
    Path config = temp.resolve("bad-gtp.yaml");
    Files.writeString(
        config,
        """
        name: bad gtp engines
        game: go
        variant: {size: 5}
        format: round-robin
        games-per-pairing: 2
        move-cap: 5s
        entrants:
          - {name: same, command: [python3, %1$s/gtp_engine.py, "-", same], protocol: gtp}
          - {name: garbage, command: [python3, %1$s/gtp_engine.py, "-", garbage], protocol: gtp}
          - {name: alphabeta, strategy: alphabeta, evaluator: go-area, depth: 1}
        """
            .formatted(ENGINES));
    Path db = temp.resolve("bad-gtp.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        6,
        count(db, "select count(*) from games where termination = 'illegal-move'"),
        "every game is lost by an illegal move");
    assertEquals(
        2,
        count(
            db,
            "select count(*) from games where winner = 'alphabeta'"
                + " and reason like 'same returned an illegal move: C3 (legal: %'"));
    assertEquals(
        2,
        count(
            db,
            "select count(*) from games where winner = 'alphabeta'"
                + " and reason like 'garbage returned an illegal move: banana (legal: %'"));
  }

  private PlyRun load(String entrant) throws Exception {
    Path config = temp.resolve("gtp-config.yaml");
    Files.writeString(
        config,
        """
        game: %s
        players:
          - %s
          - {name: rnd, strategy: random}
        """
            .formatted(
                entrant.contains("chess") ? "chess" : "go", entrant.replace("chess", "").strip()));
    return ply("match", config.toString(), "--db", temp.resolve("never.db").toString());
  }

  @Test
  void whatAGtpEngineCannotTakeIsAConfigErrorThatSaysWhatToDoInstead() throws Exception {
    PlyRun chess = load("{name: g, command: [gnugo], protocol: gtp} chess");
    assertEquals(Main.USAGE_ERROR, chess.code());
    assertTrue(chess.err().contains("a GTP engine plays Go only, not 'chess'"), chess.err());
    PlyRun depth = load("{name: g, command: [gnugo], protocol: gtp, depth: 3}");
    assertEquals(Main.USAGE_ERROR, depth.code());
    assertTrue(depth.err().contains("'depth' cannot be passed to a GTP engine"), depth.err());
    PlyRun nodes = load("{name: g, command: [gnugo], protocol: gtp, nodes: 300}");
    assertTrue(nodes.err().contains("'nodes' cannot be passed to a GTP engine"), nodes.err());
    PlyRun options = load("{name: g, command: [gnugo], protocol: gtp, options: {level: 1}}");
    assertEquals(Main.USAGE_ERROR, options.code());
    assertTrue(options.err().contains("'options' cannot be sent to a GTP engine"), options.err());
    assertTrue(
        options.err().contains("[/usr/games/gnugo, --mode, gtp, --level, '1']"), options.err());
    PlyRun typo = load("{name: g, command: [gnugo], protocol: gtpp}");
    assertEquals(Main.USAGE_ERROR, typo.code());
    assertTrue(typo.err().contains("unknown protocol 'gtpp'"), typo.err());
    assertTrue(typo.err().contains("'gtp'"), typo.err());
  }
}
