package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GGP's protocol of GDL-II between Ply's referee and Ply's strategies served as GGP players ({@code
 * ply serve-ggp}, each in a process of its own), over real HTTP on loopback, with the packaged
 * plugin jars and a real SQLite store: gdl-guess-the-card, whose dealer alone sees the card dealt
 * and whose guesser sees only where the dealer points.
 */
class GgpTwoIT {

  @TempDir Path temp;

  private PlyProcesses processes;

  private final FakeGgpPlayers fakes = new FakeGgpPlayers();

  @BeforeEach
  void processes() {
    processes = new PlyProcesses(temp);
  }

  @AfterEach
  void stopEverything() throws Exception {
    processes.close();
    fakes.close();
  }

  private String serve(String name, String... args) throws Exception {
    return processes.serveGgp(name, args);
  }

  /**
   * Four games, each server in each role twice. What each player was sent is read from the
   * referee's log of it, and compared, message for message, with what its role may know of the game
   * the store recorded: the dealer learns the card at turn 1 and nothing of the guess until the
   * end; the guesser learns where the dealer pointed and never the card before STOP; neither is
   * sent the other's move or chance's. The recorded result is the game's goals for that deal and
   * that guess.
   */
  @Test
  void guessTheCardOverHttpTellsEachRoleOnlyItsPerceptsAndRecordsTheGoalsOfTheGame()
      throws Exception {
    String ismcts = serve("ismcts", "--strategy", "ismcts", "--nodes", "400", "--seed", "3");
    String pimc = serve("pimc", "--strategy", "pimc", "--nodes", "400", "--seed", "4");
    Path config = temp.resolve("guess.yaml");
    Files.writeString(
        config,
        """
        game: gdl-guess-the-card
        games: 4
        seed: 33
        grace: 5s
        concurrency: 1
        players:
          - {name: ismcts, protocol: ggp, url: '%s', time: 10s}
          - {name: pimc, protocol: ggp, url: '%s', time: 10s}
        """
            .formatted(ismcts, pimc));
    Path db = temp.resolve("guess.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err() + run.out());
    assertEquals(
        List.of("4|normal|3"),
        rows(db, "select count(*), termination, plies from games group by termination, plies"));

    Map<String, Map<String, List<String>>> sent = new LinkedHashMap<>();
    for (String name : List.of("ismcts", "pimc")) {
      sent.put(name, matches(temp.resolve("guess.logs").resolve(name + ".log")));
    }
    int checked = 0;
    for (String game :
        rows(
            db,
            "select g.number, d.player, d.utility, p.player, p.utility,"
                + " (select move from moves where game_id = g.id and ply = 1),"
                + " (select move from moves where game_id = g.id and ply = 2),"
                + " (select move from moves where game_id = g.id and ply = 3)"
                + " from games g join game_players d on d.game_id = g.id and d.seat = 0"
                + " join game_players p on p.game_id = g.id and p.seat = 1 order by g.number")) {
      String[] f = game.split("\\|");
      int number = Integer.parseInt(f[0]);
      String dealer = f[1];
      String guesser = f[3];
      String card = f[5].replaceAll("deal\\((\\d)\\)", "$1");
      String side = f[6].replaceAll("point\\((\\w+)\\)", "$1");
      String guess = f[7].replaceAll("guess\\((\\d)\\)", "$1");
      assertTrue(f[5].matches("deal\\([123]\\)") && f[6].matches("point\\((left|right)\\)"), game);

      List<String> toDealer = of(sent.get(dealer), number, "dealer");
      String id = toDealer.get(0).split(" ")[2];
      assertEquals(
          List.of(
              "< ready",
              "> (PLAY " + id + " 0 NIL NIL)",
              "< noop",
              "> (PLAY " + id + " 1 noop ((card " + card + ")))",
              "< (point " + side + ")",
              "> (PLAY " + id + " 2 (point " + side + ") ())",
              "< noop",
              "> (STOP " + id + " 3 noop ((shown " + card + ")))",
              "< done"),
          toDealer.subList(1, toDealer.size()),
          "what the dealer was sent and answered");

      List<String> toGuesser = of(sent.get(guesser), number, "guesser");
      String gid = toGuesser.get(0).split(" ")[2];
      assertEquals(
          List.of(
              "< ready",
              "> (PLAY " + gid + " 0 NIL NIL)",
              "< noop",
              "> (PLAY " + gid + " 1 noop ())",
              "< noop",
              "> (PLAY " + gid + " 2 noop ((pointed " + side + ")))",
              "< (guess " + guess + ")",
              "> (STOP " + gid + " 3 (guess " + guess + ") ((shown " + card + ")))",
              "< done"),
          toGuesser.subList(1, toGuesser.size()),
          "what the guesser was sent and answered");

      // The goals: the guesser 100 if it named the card, else the dealer; zero-sum utilities.
      int guesserGoal = guess.equals(card) ? 100 : 0;
      assertEquals(guesserGoal - (100 - guesserGoal), Integer.parseInt(f[4]), game);
      assertEquals(-Integer.parseInt(f[4]), Integer.parseInt(f[2]), game);
      checked++;
    }
    assertEquals(4, checked);
    for (String name : List.of("ismcts", "pimc")) {
      String said = Files.readString(temp.resolve(name + ".err"));
      assertEquals(
          1 + 4,
          said.lines().filter(l -> l.contains("GDL-II: it is told only its percepts")).count(),
          "the start check's START, then each game's: " + said);
      assertEquals(
          4,
          said.lines().filter(l -> l.contains(": the match is over after 3 steps")).count(),
          said);
    }
  }

  /**
   * The lines of an entrant's log, by match id: what it was sent ({@code > }) and answered ({@code
   * < }), the START first (its rules cut off).
   */
  private static Map<String, List<String>> matches(Path log) throws Exception {
    Map<String, List<String>> byMatch = new LinkedHashMap<>();
    Pattern line = Pattern.compile("^\\S+ ([<>] .*)$");
    String current = null;
    for (String l : Files.readAllLines(log)) {
      Matcher m = line.matcher(l);
      if (!m.matches()) {
        continue;
      }
      String said = m.group(1);
      Matcher start = Pattern.compile("^> \\((START|PLAY|STOP|ABORT) (\\S+)").matcher(said);
      if (start.find()) {
        current = start.group(2).replace(")", "");
        if (start.group(1).equals("START")) {
          said = said.substring(0, said.indexOf(" (", 8));
        }
      }
      if (current != null) {
        byMatch.computeIfAbsent(current, k -> new ArrayList<>()).add(said);
      }
    }
    return byMatch;
  }

  /**
   * The match of game {@code number} in {@code sent}: the games are played one at a time, so its
   * number-th match that was not aborted (the start check's START is); begun in {@code role}.
   */
  private static List<String> of(Map<String, List<String>> sent, int number, String role) {
    return of(sent, number, 4, role);
  }

  /** As {@link #of(Map, int, String)}, in a run of {@code games} games. */
  private static List<String> of(
      Map<String, List<String>> sent, int number, int games, String role) {
    List<List<String>> played =
        sent.values().stream()
            .filter(lines -> !lines.get(lines.size() - 1).equals("< aborted"))
            .toList();
    assertEquals(games, played.size(), sent.toString());
    List<String> match = played.get(number - 1);
    assertTrue(match.get(0).endsWith(" " + role), number + " " + role + ": " + match);
    return match;
  }

  /**
   * A served player read as the Dresden GGP server writes GDL-II (upper case, spaces inside the
   * parentheses), with a random guesser: the moves it must answer, a STOP, and one line with {@code
   * nil} for each message it cannot place: a turn out of order (turn 2 before step 1 was told; a
   * skipped turn 0 loses nothing, it tells nothing), GDL's form of PLAY, and percepts that fit no
   * play of the game (a guesser told the card).
   */
  @Test
  void aServedGuesserAnswersTheDresdenFormsAndSaysWhyItCannotPlaceAMessage() throws Exception {
    String url = serve("random", "--strategy", "random", "--seed", "5", "--matches", "4");
    String rules = guessTheCardRules();
    assertEquals("ready", post(url, "( START M1 GUESSER ( " + rules + " ) 30 15 )"));
    assertEquals("noop", post(url, "( PLAY M1 0 NIL NIL )"));
    assertEquals("noop", post(url, "( PLAY M1 1 NOOP ( ) )"));
    String guess = post(url, "( PLAY M1 2 NOOP ( ( POINTED LEFT ) ) )");
    assertTrue(guess.matches("\\(guess [123]\\)"), guess);
    assertEquals("done", post(url, "( STOP M1 3 " + guess + " ( ( SHOWN 2 ) ) )"));

    assertEquals("ready", post(url, "(START m2 guesser (" + rules + ") 30 15)"));
    assertEquals("nil", post(url, "(PLAY m2 2 noop ((pointed left)))"));
    assertEquals("nil", post(url, "(PLAY m2 NIL)"));
    assertEquals("noop", post(url, "(PLAY m2 0 NIL NIL)"));
    assertEquals("nil", post(url, "(PLAY m2 1 noop ((card 2)))"));

    List<String> said = Files.readAllLines(temp.resolve("random.err"));
    for (String line :
        List.of(
            "START M1: role guesser of dealer, guesser, random (seat 2), start clock 30 s, play"
                + " clock 15 s; GDL-II: it is told only its percepts",
            "STOP M1: the match is over after 3 steps; it saw at the last: shown(2)",
            "PLAY m2: turn 2 after 0 steps told: a message was lost",
            "PLAY m2: a GDL-II match is told (PLAY MATCH TURN MOVE PERCEPTS), not a joint move",
            // The game read for M1 is kept for m2, whose rules are the same: its id is ggp-m1.
            "PLAY m2: what the role was told fits no play of the game: no play of ggp-m1 that"
                + " gives guesser these moves and percepts was found within 200000 joint moves")) {
      assertTrue(said.contains("ply serve-ggp: " + line), line + " in " + said);
    }
  }

  private static String post(String url, String message) throws Exception {
    return HttpClient.newBuilder()
        .version(HttpClient.Version.HTTP_1_1)
        .build()
        .send(
            HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "text/acl")
                .POST(HttpRequest.BodyPublishers.ofString(message))
                .build(),
            HttpResponse.BodyHandlers.ofString())
        .body();
  }

  /**
   * Two seats bet at once while random rolls a die, then each sees the roll and the other's bet
   * (the rules of the gdl plugin's GdlTwoTest): a joint move of two seats and chance in one step.
   */
  static final String TWO_BETTORS =
      """
      (role alice) (role random) (role bob)
      (die 1) (die 2) (die 3) (die 4) (die 5) (die 6)
      (player alice) (player bob)
      (init (phase bet))
      (<= (legal random (roll ?d)) (true (phase bet)) (die ?d))
      (<= (legal ?p (bet high)) (player ?p) (true (phase bet)))
      (<= (legal ?p (bet low)) (player ?p) (true (phase bet)))
      (<= (next (rolled ?d)) (does random (roll ?d)))
      (<= (next (betted ?p ?b)) (does ?p (bet ?b)))
      (<= (sees ?p (saw ?d)) (player ?p) (does random (roll ?d)))
      (<= (sees ?p (other ?b)) (player ?p) (player ?q) (distinct ?p ?q) (does ?q (bet ?b)))
      (<= terminal (true (rolled ?d)))
      (<= (win high) (true (rolled 4)))
      (<= (win high) (true (rolled 5)))
      (<= (win high) (true (rolled 6)))
      (<= (win low) (true (rolled 1)))
      (<= (win low) (true (rolled 2)))
      (<= (win low) (true (rolled 3)))
      (<= (goal ?p 100) (true (betted ?p ?b)) (win ?b))
      (<= (goal ?p 0) (true (betted ?p ?b)) (not (win ?b)))
      """;

  /**
   * A step where both seats choose at once and random rolls: each served player is asked at turn 0
   * and told at STOP its own bet, the roll and the other's bet (its percepts, in the game's order),
   * nothing before; each recorded utility is its goal for its bet and that roll. The referee runs
   * in a process of its own with the game on PLY_GDL_PATH.
   */
  @Test
  void twoSeatsBettingAtOnceWhileRandomRollsAreEachToldOnlyTheirPerceptsAtTheEnd()
      throws Exception {
    String alice = serve("alice", "--strategy", "random", "--seed", "1");
    String bob = serve("bob", "--strategy", "random", "--seed", "2");
    Path kif = temp.resolve("two-bettors.kif");
    Files.writeString(kif, TWO_BETTORS);
    Path config = temp.resolve("bettors.yaml");
    Files.writeString(
        config,
        """
        game: gdl-two-bettors
        games: 2
        seed: 7
        concurrency: 1
        players:
          - {name: alice, protocol: ggp, url: '%s', time: 10s}
          - {name: bob, protocol: ggp, url: '%s', time: 10s}
        """
            .formatted(alice, bob));
    Path db = temp.resolve("bettors.db");
    Path out = temp.resolve("bettors.out");
    Process match =
        processes.start(
            out,
            Map.of("PLY_GDL_PATH", kif.toString()),
            "match",
            config.toString(),
            "--db",
            db.toString());
    assertTrue(match.waitFor(120, TimeUnit.SECONDS), Files.readString(out));
    assertEquals(0, match.exitValue(), Files.readString(out));
    assertEquals(
        List.of("2|normal"), rows(db, "select count(*), termination from games group by 2"));

    Map<String, List<String>> toAlice = matches(temp.resolve("bettors.logs").resolve("alice.log"));
    Map<String, List<String>> toBob = matches(temp.resolve("bettors.logs").resolve("bob.log"));
    for (String game :
        rows(
            db,
            "select g.number, g.first_player, p0.utility, p1.utility,"
                + " (select move from moves where game_id = g.id and seat = 0),"
                + " (select move from moves where game_id = g.id and seat = 1),"
                + " (select move from moves where game_id = g.id and seat = -1)"
                + " from games g join game_players p0 on p0.game_id = g.id and p0.seat = 0"
                + " join game_players p1 on p1.game_id = g.id and p1.seat = 1 order by g.number")) {
      String[] f = game.split("\\|");
      int number = Integer.parseInt(f[0]);
      String[] bets = {
        f[4].replaceAll("bet\\((\\w+)\\)", "$1"), f[5].replaceAll("bet\\((\\w+)\\)", "$1")
      };
      String roll = f[6].replaceAll("roll\\((\\d)\\)", "$1");
      assertTrue(f[6].matches("roll\\([1-6]\\)"), game);
      String won = Integer.parseInt(roll) >= 4 ? "high" : "low";
      String[] roles = {"alice", "bob"};
      for (int seat = 0; seat < 2; seat++) {
        String name = seat == 0 ? f[1] : (f[1].equals("alice") ? "bob" : "alice");
        List<String> lines = of(name.equals("alice") ? toAlice : toBob, number, 2, roles[seat]);
        String id = lines.get(0).split(" ")[2];
        assertEquals(
            List.of(
                "< ready",
                "> (PLAY " + id + " 0 NIL NIL)",
                "< (bet " + bets[seat] + ")",
                "> (STOP "
                    + id
                    + " 1 (bet "
                    + bets[seat]
                    + ") ((other "
                    + bets[1 - seat]
                    + ") (saw "
                    + roll
                    + ")))",
                "< done"),
            lines.subList(1, lines.size()),
            name + " in game " + number);
        assertEquals(bets[seat].equals(won) ? 100 : 0, Integer.parseInt(f[2 + seat]), game);
      }
    }
  }

  /**
   * At a GDL-II game as at a GDL one, a GGP player that never answers loses on time and one that
   * answers no GDL term loses by an illegal move, each with the reason recorded, and the round
   * robin plays all its games; every PLAY either was sent is GDL-II's, with a turn and no joint
   * move.
   */
  @Test
  void aGdlTwoPlayerThatNeverAnswersOrAnswersGarbageLosesWithTheReasonAndTheRunGoesOn()
      throws Exception {
    String mute = fakes.mute();
    String babbler = fakes.start(message -> "((guess");
    Path config = temp.resolve("misbehaving.yaml");
    Files.writeString(
        config,
        """
        name: misbehaving GDL-II players
        game: gdl-guess-the-card
        format: round-robin
        games-per-pairing: 2
        grace: 500ms
        concurrency: 1
        entrants:
          - {name: mute, protocol: ggp, url: '%s', time: 1s}
          - {name: babbler, protocol: ggp, url: '%s', time: 10s}
          - {name: random, strategy: random}
        """
            .formatted(mute, babbler));
    Path db = temp.resolve("misbehaving.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err() + run.out());
    assertEquals(List.of("6"), rows(db, "select count(*) from games"));
    // Both seats choose in every game, the dealer first: each loses every game against random,
    // and against the other the one that deals loses first.
    assertEquals(
        List.of("babbler|illegal-move|3", "mute|time-forfeit|3"),
        rows(
            db,
            "select player, kind, count(*) from violations group by player, kind order by player"));
    assertTrue(
        rows(db, "select detail from violations where player = 'mute'").stream()
            .allMatch(d -> d.startsWith("mute did not move within 1500 ms")));
    assertTrue(
        rows(db, "select detail from violations where player = 'babbler'").stream()
            .allMatch(d -> d.startsWith("babbler returned an illegal move: ((guess")));
    List<String> plays = fakes.heard.stream().filter(m -> m.startsWith("(PLAY")).toList();
    assertTrue(plays.size() >= 6, fakes.heard.toString());
    assertTrue(
        plays.stream()
            .allMatch(m -> m.matches("\\(PLAY \\S+ (0 NIL NIL|[1-9]\\d* noop \\(.*\\))\\)")),
        plays.toString());
  }

  @Test
  void serveGgpRefusesInOneLineAStrategyThatNeedsTheWholeStateAtAGdlTwoGame() throws Exception {
    String url = serve("alphabeta", "--strategy", "alphabeta");
    HttpResponse<String> answer =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .build()
            .send(
                HttpRequest.newBuilder(URI.create(url))
                    .timeout(Duration.ofSeconds(60))
                    .header("Content-Type", "text/acl")
                    .POST(
                        HttpRequest.BodyPublishers.ofString(
                            "(START m1 guesser (" + guessTheCardRules() + ") 30 15)"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertEquals("busy", answer.body());
    List<String> refused =
        Files.readAllLines(temp.resolve("alphabeta.err")).stream()
            .filter(l -> l.contains("START m1"))
            .toList();
    assertEquals(
        List.of(
            "ply serve-ggp: START m1: refused, alphabeta cannot play ggp-m1: ggp-m1 has chance nodes"
                + " (dice, deals) and hidden information, which alphabeta does not handle (its Strategy.handles()"
                + " does not list them)"),
        refused);
  }

  /** The bundled game's rules, from the plugin's sources, without comments. */
  private static String guessTheCardRules() throws Exception {
    Path kif =
        Path.of("../plugins/gdl/src/main/resources/dev/ply/gdl/games/guess-the-card.kif")
            .toAbsolutePath()
            .normalize();
    StringBuilder b = new StringBuilder();
    for (String line : Files.readAllLines(kif)) {
      int semicolon = line.indexOf(';');
      b.append(semicolon >= 0 ? line.substring(0, semicolon) : line).append(' ');
    }
    return b.toString();
  }

  private static List<String> rows(Path db, String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      int columns = r.getMetaData().getColumnCount();
      while (r.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= columns; i++) {
          row.append(i > 1 ? "|" : "").append(r.getString(i));
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }
}
