package dev.ply.host.store;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assumptions;

/**
 * A real PostgreSQL server for the tests, started once per JVM, and a fresh database on it for each
 * test that asks.
 *
 * <p>Where the server comes from, first that works: (1) {@code PLY_TEST_POSTGRES_URL}, a {@code
 * postgresql://user:password@host:port/db} URL of a server whose user may create databases; (2)
 * io.zonky's embedded PostgreSQL (binaries from Maven Central), when not running as root; (3) as
 * root (PostgreSQL refuses to run as root, and so does the embedded one), a throwaway cluster made
 * with Debian's own binaries ({@code apt-get install postgresql}) under the unprivileged user
 * {@code postgres}, in a temporary folder, on a free loopback port, with password authentication
 * over TCP. Otherwise the PostgreSQL tests are skipped with the reason, unless {@code
 * PLY_REQUIRE_POSTGRES=1} (as {@code .ci/run} sets it), where they fail.
 */
public final class PostgresServer {

  /** The password of the throwaway cluster's superuser (mode 3). */
  static final String PASSWORD = "ply-test-secret";

  private static PostgresServer server;
  private static final AtomicInteger DATABASES = new AtomicInteger();

  private final String host;
  private final int port;
  private final String user;
  private final String password;
  private final boolean passwordAuthentication;

  private PostgresServer(
      String host, int port, String user, String password, boolean passwordAuthentication) {
    this.host = host;
    this.port = port;
    this.user = user;
    this.password = password;
    this.passwordAuthentication = passwordAuthentication;
  }

  /** The server, started on first use; the test is skipped (or fails) when none can start. */
  public static synchronized PostgresServer get() {
    if (server == null) {
      try {
        server = start();
      } catch (Exception e) {
        String how =
            "PostgreSQL tests need a server: install Debian's postgresql (apt-get install"
                + " postgresql; the tests start their own cluster), or set PLY_TEST_POSTGRES_URL ("
                + e.getMessage()
                + ")";
        if ("1".equals(System.getenv("PLY_REQUIRE_POSTGRES"))) {
          throw new IllegalStateException(how, e);
        }
        Assumptions.abort(how);
      }
    }
    return server;
  }

  private static PostgresServer start() throws Exception {
    String url = System.getenv("PLY_TEST_POSTGRES_URL");
    if (url != null && !url.isBlank()) {
      StoreLocation.PostgresUrl given = (StoreLocation.PostgresUrl) StoreLocation.parse(url);
      return new PostgresServer(
          given.host(),
          given.port(),
          given.user(),
          given.password().orElse(System.getenv().getOrDefault("PGPASSWORD", "")),
          false);
    }
    if (!"root".equals(System.getProperty("user.name"))) {
      var embedded = io.zonky.test.db.postgres.embedded.EmbeddedPostgres.builder().start();
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    try {
                      embedded.close();
                    } catch (IOException ignored) {
                      // the JVM is ending
                    }
                  }));
      return new PostgresServer("127.0.0.1", embedded.getPort(), "postgres", "", false);
    }
    return debianCluster();
  }

  /** A throwaway cluster from Debian's binaries, run as the user postgres. */
  private static PostgresServer debianCluster() throws Exception {
    Path versions = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(versions)) {
      throw new IOException("running as root, and no /usr/lib/postgresql");
    }
    Path bin;
    try (var list = Files.list(versions)) {
      bin = list.sorted().reduce((a, b) -> b).orElseThrow().resolve("bin");
    }
    Path dir = Files.createTempDirectory("ply-pg-");
    Path data = dir.resolve("data");
    Path passwordFile = dir.resolve("password");
    Files.writeString(passwordFile, PASSWORD + "\n");
    run("chown", "-R", "postgres:postgres", dir.toString());
    run("chmod", "700", dir.toString());
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    asPostgres(
        bin.resolve("initdb").toString(),
        "-D",
        data.toString(),
        "-U",
        "postgres",
        "--auth-local=trust",
        "--auth-host=scram-sha-256",
        "--pwfile=" + passwordFile,
        "-E",
        "UTF8",
        "--no-sync");
    asPostgres(
        bin.resolve("pg_ctl").toString(),
        "-D",
        data.toString(),
        "-w",
        "-l",
        dir.resolve("log").toString(),
        "-o",
        "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off",
        "start");
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    asPostgres(
                        bin.resolve("pg_ctl").toString(),
                        "-D",
                        data.toString(),
                        "-m",
                        "immediate",
                        "stop");
                    run("rm", "-rf", dir.toString());
                  } catch (Exception ignored) {
                    // the JVM is ending
                  }
                }));
    return new PostgresServer("127.0.0.1", port, "postgres", PASSWORD, true);
  }

  private static void asPostgres(String... command) throws IOException, InterruptedException {
    List<String> full = new ArrayList<>(List.of("runuser", "-u", "postgres", "--"));
    full.addAll(List.of(command));
    run(full.toArray(String[]::new));
  }

  private static void run(String... command) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException(String.join(" ", command) + " failed: " + out.strip());
    }
  }

  /** Whether a wrong password is refused (a server with password authentication). */
  public boolean checksPasswords() {
    return passwordAuthentication;
  }

  /** The server's host and port. */
  public String address() {
    return host + ":" + port;
  }

  /** The user the tests connect as. */
  public String user() {
    return user;
  }

  /** Its password, or {@code ""}. */
  public String password() {
    return password;
  }

  /**
   * A new, empty database, as a URL with the password in it (tests only: a real user keeps the
   * password in PGPASSWORD or ~/.pgpass).
   */
  public String newDatabase() {
    String name = "ply_test_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
    try (Connection c =
            DriverManager.getConnection(
                "jdbc:postgresql://" + address() + "/postgres", user, password);
        Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create a test database: " + e.getMessage(), e);
    }
    return url(name);
  }

  /** The URL of database {@code name}, with the password. */
  public String url(String name) {
    return "postgresql://"
        + user
        + (password.isEmpty() ? "" : ":" + password)
        + "@"
        + address()
        + "/"
        + name;
  }
}
