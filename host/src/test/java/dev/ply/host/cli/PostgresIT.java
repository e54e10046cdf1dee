package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.store.PostgresServer;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreLocation;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same tournaments through the real CLI into a real PostgreSQL as into SQLite: the same
 * standings and export, a report, a resume after SIGKILL that loses and duplicates nothing, a
 * password that never shows, and one clear line for each bad database.
 */
class PostgresIT {

  @TempDir Path temp;

  private Path config() throws Exception {
    Path file = temp.resolve("league.yaml");
    Files.writeString(
        file,
        """
        name: league
        game: connect-four
        format: round-robin
        games-per-pairing: 4
        openings: {random-plies: 2}
        seed: 9
        concurrency: 2
        entrants:
          - {name: ab2, strategy: alphabeta, evaluator: connect-four-windows, depth: 2}
          - {name: ab3, strategy: alphabeta, evaluator: connect-four-windows, depth: 3}
          - {name: mm2, strategy: minimax, evaluator: connect-four-windows, depth: 2}
        """);
    return file;
  }

  private static long count(String url, String sql) throws Exception {
    StoreLocation.PostgresUrl pg = (StoreLocation.PostgresUrl) StoreLocation.parse(url);
    try (Connection c =
            DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password().orElse(""));
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  @Test
  void aTournamentIntoPostgresqlHasTheStandingsAndExportItHasInSqlite() throws Exception {
    Path config = config();
    String url = PostgresServer.get().newDatabase();
    Path sqlite = temp.resolve("league.db");
    PlyRun intoPg = ply("tournament", config.toString(), "--db", url);
    assertEquals(0, intoPg.code(), intoPg.err());
    PlyRun intoFile = ply("tournament", config.toString(), "--db", sqlite.toString());
    assertEquals(0, intoFile.code(), intoFile.err());
    PlyRun standingsPg = ply("standings", url);
    PlyRun standingsFile = ply("standings", sqlite.toString());
    assertEquals(0, standingsPg.code(), standingsPg.err());
    assertEquals(standingsFile.out(), standingsPg.out());

    Path outPg = temp.resolve("export-pg");
    Path outFile = temp.resolve("export-file");
    assertEquals(0, ply("export", url, "--format", "csv", "-o", outPg.toString()).code());
    assertEquals(
        0, ply("export", sqlite.toString(), "--format", "csv", "-o", outFile.toString()).code());
    assertEquals(games(StoreLocation.parse(sqlite.toString())), games(StoreLocation.parse(url)));
    assertEquals(
        Files.readAllLines(outFile.resolve("games.csv")).size(),
        Files.readAllLines(outPg.resolve("games.csv")).size());
    assertEquals(
        Files.readAllLines(outFile.resolve("moves.csv")).size(),
        Files.readAllLines(outPg.resolve("moves.csv")).size());

    Path report = temp.resolve("report.html");
    PlyRun reported = ply("report", url, "-o", report.toString());
    assertEquals(0, reported.code(), reported.err());
    String password = PostgresServer.get().password();
    if (!password.isEmpty()) {
      for (String text :
          List.of(
              intoPg.out(),
              intoPg.err(),
              standingsPg.out(),
              reported.out(),
              Files.readString(report),
              Files.readString(outPg.resolve("games.csv")))) {
        assertFalse(text.contains(password), "the password shows: " + text);
      }
      assertEquals(
          0,
          count(
              url,
              "select count(*) from runs where config_path like '%"
                  + password
                  + "%' or config_text like '%"
                  + password
                  + "%'"));
    }
  }

  @Test
  void aPasswordInTheFilesDatabaseUrlIsInNoOutput() throws Exception {
    PostgresServer server = PostgresServer.get();
    String password = server.password();
    Assumptions.assumeFalse(password.isEmpty(), "this server has no password to plant");
    String url = server.newDatabase();
    Path config = config();
    Files.writeString(
        config, Files.readString(config).replace("seed: 9", "seed: 9\ndatabase: " + url));
    PlyRun run = ply("tournament", config.toString());
    assertEquals(0, run.code(), run.err());
    PlyRun standings = ply("standings", url);
    Path report = temp.resolve("report.html");
    PlyRun reported = ply("report", url, "-o", report.toString());
    Path csv = temp.resolve("csv");
    Path jsonl = temp.resolve("jsonl");
    PlyRun csvRun = ply("export", url, "--format", "csv", "-o", csv.toString());
    PlyRun jsonRun = ply("export", url, "--format", "jsonl", "-o", jsonl.toString());
    List<String> outputs =
        new java.util.ArrayList<>(
            List.of(
                run.out(),
                run.err(),
                standings.out(),
                standings.err(),
                reported.out(),
                reported.err(),
                Files.readString(report),
                csvRun.out(),
                csvRun.err(),
                jsonRun.out(),
                jsonRun.err()));
    for (Path dir : List.of(csv, jsonl, Path.of("results").toAbsolutePath())) {
      if (Files.isDirectory(dir)) {
        try (var files = Files.walk(dir)) {
          for (Path f : files.filter(Files::isRegularFile).toList()) {
            outputs.add(
                f + ": " + Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1));
          }
        }
      }
    }
    for (String text : outputs) {
      assertFalse(text.contains(password), "the password shows: " + text);
    }
    assertEquals(
        0,
        count(
            url,
            "select count(*) from runs where config_path like '%"
                + password
                + "%' or config_text like '%"
                + password
                + "%'"),
        "stored in the database");
    assertEquals(
        1,
        count(
            url, "select count(*) from runs where config_text like '%" + server.user() + ":***@%'"),
        "the stored text says a password was there");
  }

  /** Every game of the latest run as read back, without its ids and times. */
  private static List<String> games(StoreLocation at) {
    try (ResultReader reader = ResultReader.open(at)) {
      long run = reader.run(java.util.Optional.empty()).id();
      return reader.games(run).stream()
          .map(
              g ->
                  g.number()
                      + " "
                      + g.players()
                      + " "
                      + g.result()
                      + " "
                      + g.termination()
                      + " "
                      + g.reason()
                      + " "
                      + g.plies()
                      + " "
                      + g.seed()
                      + " "
                      + g.opening()
                      + "\n"
                      + g.finalPosition())
          .toList();
    }
  }

  @Test
  void aTournamentKilledWhileRecordingIntoPostgresqlResumesWithEveryGameOnce() throws Exception {
    Path config = temp.resolve("resume.yaml");
    Files.writeString(
        config,
        """
        name: resume
        game: connect-four
        format: round-robin
        games-per-pairing: 20
        openings: {random-plies: 2}
        concurrency: 2
        entrants:
          - {name: ab3, strategy: alphabeta, evaluator: connect-four-windows, depth: 3}
          - {name: ab5, strategy: alphabeta, evaluator: connect-four-windows, depth: 5}
        """);
    String url = PostgresServer.get().newDatabase();
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            System.getProperty("java.class.path"),
            "-Dply.plugins=" + System.getProperty(PluginOptions.PLUGINS_PROPERTY),
            Main.class.getName(),
            "tournament",
            config.toString(),
            "--db",
            url);
    Process p =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(temp.resolve("killed.log").toFile())
            .start();
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (p.isAlive()
        && safeCount(url, "select count(*) from games") < 3
        && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    p.destroyForcibly();
    p.waitFor();
    PlyRun resumed = ply("tournament", config.toString(), "--db", url);
    assertEquals(0, resumed.code(), resumed.err());
    assertEquals(20, count(url, "select count(*) from games"));
    assertEquals(20, count(url, "select count(distinct number) from games"));
    assertEquals(0, count(url, "select count(*) from schedule where game_id is null"));
    assertEquals(1, count(url, "select count(*) from runs"));
  }

  private static long safeCount(String url, String sql) {
    try {
      return count(url, sql);
    } catch (Exception notYet) {
      return 0;
    }
  }

  @Test
  void eachBadDatabaseIsOneClearLineAndWritesNothing() throws Exception {
    Path config = config();
    PlyRun malformed = ply("tournament", config.toString(), "--db", "postgresql://");
    assertEquals(2, malformed.code());
    assertTrue(malformed.err().contains("the database URL names no host"), malformed.err());

    int closed;
    try (ServerSocket socket = new ServerSocket(0)) {
      closed = socket.getLocalPort();
    }
    PlyRun unreachable =
        ply(
            "tournament",
            config.toString(),
            "--db",
            "postgresql://ply@127.0.0.1:" + closed + "/ply");
    assertEquals(1, unreachable.code());
    assertTrue(
        unreachable.err().contains("cannot reach the PostgreSQL server at 127.0.0.1:" + closed),
        unreachable.err());
    PlyRun standingsUnreachable = ply("standings", "postgresql://ply@127.0.0.1:" + closed + "/ply");
    assertEquals(1, standingsUnreachable.code(), "a failure at run time, as docs/commands.md says");

    PostgresServer server = PostgresServer.get();
    String url = server.newDatabase();
    String name = url.substring(url.lastIndexOf('/') + 1);
    PlyRun noDatabase = ply("standings", server.url(name + "_missing"));
    assertEquals(2, noDatabase.code(), "as for an SQLite file that does not exist");
    assertTrue(
        noDatabase.err().contains("there is no database '" + name + "_missing'"), noDatabase.err());

    Assumptions.assumeTrue(server.checksPasswords(), "this server takes any password");
    PlyRun wrong =
        ply(
            "tournament",
            config.toString(),
            "--db",
            "postgresql://" + server.user() + ":wrong@" + server.address() + "/" + name);
    assertEquals(1, wrong.code());
    assertTrue(
        wrong.err().contains("PostgreSQL refused user '" + server.user() + "'"), wrong.err());
    assertFalse(wrong.err().contains(":wrong@"), wrong.err());
    assertEquals(
        0,
        count(
            url,
            "select count(*) from information_schema.tables" + " where table_schema = 'public'"),
        "nothing was written");
  }
}
