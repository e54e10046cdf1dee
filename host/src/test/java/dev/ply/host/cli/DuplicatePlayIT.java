package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Duplicate play with the real plugins: the two games of each colour-swapped pair see the same
 * deals and dice, seat for seat, unless the file says {@code duplicate: false}.
 */
class DuplicatePlayIT {

  @TempDir Path temp;

  /** Each game's chance outcomes in order, by game number, after a round robin of {@code game}. */
  private Map<Integer, List<String>> chance(String game, String extra) throws Exception {
    Path config = temp.resolve(game + extra.hashCode() + ".yaml");
    Files.writeString(
        config,
        """
        name: duplicate
        game: %s
        format: round-robin
        games-per-pairing: 10
        seed: 5
        %s
        entrants:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """
            .formatted(game, extra));
    Path db = temp.resolve(game + extra.hashCode() + ".db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    Map<Integer, List<String>> byGame = new TreeMap<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT g.number, m.move FROM moves m JOIN games g ON g.id = m.game_id"
                    + " WHERE m.seat = -1 AND m.player = 'chance' ORDER BY g.number, m.ply")) {
      while (rs.next()) {
        byGame.computeIfAbsent(rs.getInt(1), k -> new ArrayList<>()).add(rs.getString(2));
      }
    }
    assertEquals(10, byGame.size(), "every game drew chance outcomes");
    return byGame;
  }

  @Test
  void theTwoGamesOfEachPairOfKuhnPokerDealTheSameCardsSeatForSeat() throws Exception {
    Map<Integer, List<String>> deals = chance("kuhn-poker", "");
    for (int n = 1; n <= 10; n += 2) {
      assertEquals(deals.get(n), deals.get(n + 1), "games " + n + " and " + (n + 1));
    }
    assertTrue(deals.values().stream().distinct().count() > 1, "the pairs are not all dealt alike");
  }

  @Test
  void withDuplicateOffThePairsOfKuhnPokerAreDealtApart() throws Exception {
    Map<Integer, List<String>> deals = chance("kuhn-poker", "duplicate: false");
    int same = 0;
    for (int n = 1; n <= 10; n += 2) {
      same += deals.get(n).equals(deals.get(n + 1)) ? 1 : 0;
    }
    // Six deals of two cards out of three: five pairs alike by luck has chance (1/6)^5.
    assertTrue(same < 5, "every pair was dealt alike with duplicate off: " + deals);
  }

  @Test
  void theTwoGamesOfEachPairOfPigRollTheSameDiceInTheSameOrder() throws Exception {
    Map<Integer, List<String>> dice = chance("pig", "variant: {goal: 30}");
    for (int n = 1; n <= 10; n += 2) {
      List<String> first = dice.get(n);
      List<String> second = dice.get(n + 1);
      int common = Math.min(first.size(), second.size());
      assertEquals(
          first.subList(0, common), second.subList(0, common), "games " + n + ", " + (n + 1));
    }
  }

  @Test
  void aProgramIsStartedAfreshForEveryGameOfADuplicatePairAndToldASeedThatRevealsNothing()
      throws Exception {
    Path pids = temp.resolve("pids.txt");
    Path player = temp.resolve("pid_player.py");
    Files.writeString(
        player,
        """
        import os, sys
        for line in sys.stdin:
            w = line.split()
            if not w:
                continue
            if w[0] == "ply":
                print("ready pid", flush=True)
            elif w[0] == "newgame":
                with open(sys.argv[1], "a") as f:
                    f.write(str(os.getpid()) + " " + w[3] + "\\n")
                print("ok", flush=True)
            elif w[0] == "legal":
                legal = w[1:]
            elif w[0] == "go":
                print("move " + legal[0], flush=True)
            elif w[0] == "quit":
                break
        """);
    Path config = temp.resolve("restart.yaml");
    Files.writeString(
        config,
        """
        name: restart
        game: kuhn-poker
        format: round-robin
        games-per-pairing: 4
        seed: 5
        entrants:
          - {name: program, command: [python3, %s, %s]}
          - {name: b, strategy: random}
        """
            .formatted(player, pids));
    PlyRun run = ply("tournament", config.toString(), "--db", temp.resolve("r.db").toString());
    assertEquals(0, run.code(), run.err());
    List<String> lines = Files.readAllLines(pids);
    assertEquals(4, lines.size(), "told of four games");
    assertEquals(
        4,
        lines.stream().map(l -> l.split(" ")[0]).distinct().count(),
        "a process of its own for every game: it cannot remember one game's cards in the next");
    // The run's seed is 5, whose streams are easy to guess: the seed told is not one of them.
    for (String l : lines) {
      long told = Long.parseLong(l.split(" ")[1]);
      for (int n = 1; n <= 4; n++) {
        long game = dev.ply.host.tournament.SeedsForTests.of(5, n);
        for (int seat = 0; seat < 2; seat++) {
          long seatSeed = dev.ply.host.tournament.SeedsForTests.of(game, seat);
          assertTrue(
              told != (seatSeed ^ (0x9E3779B97F4A7C15L * (seat + 1))) && told != seatSeed,
              "the seed told is the run's stream of game " + n);
        }
      }
    }
  }
}
