package dev.ply.host.store;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Where results are stored, as {@code --db} or a file's {@code database:} names it: a path is an
 * SQLite file; {@code postgresql://user@host:5432/ply} is a PostgreSQL database.
 *
 * <p>A password may be given in the URL ({@code postgresql://ply:secret@host/ply}), but is better
 * left to the environment ({@code PGPASSWORD}) or to {@code ~/.pgpass}, as for {@code psql}. It
 * never appears in {@link #where()}, so it is never stored, printed, logged or put in a report.
 */
public sealed interface StoreLocation permits StoreLocation.SqliteFile, StoreLocation.PostgresUrl {

  /**
   * The location {@code text} names.
   *
   * @throws IllegalArgumentException with a sentence saying what is wrong and what is expected, for
   *     a malformed URL or an unknown scheme
   */
  static StoreLocation parse(String text) {
    Objects.requireNonNull(text, "text");
    String trimmed = text.strip();
    if (trimmed.isEmpty()) {
      throw new IllegalArgumentException(
          "the database is empty: give an SQLite file such as"
              + " results/run.db, or a URL such as postgresql://user@host:5432/ply");
    }
    String lower = trimmed.toLowerCase(Locale.ROOT);
    if (lower.startsWith("jdbc:")) {
      throw new IllegalArgumentException(
          "write the database URL without 'jdbc:', such as" + " postgresql://user@host:5432/ply");
    }
    if (lower.startsWith("postgresql://") || lower.startsWith("postgres://")) {
      return PostgresUrl.parse(trimmed);
    }
    int scheme = trimmed.indexOf("://");
    if (scheme > 0 && trimmed.substring(0, scheme).matches("[A-Za-z][A-Za-z0-9+.-]*")) {
      throw new IllegalArgumentException(
          "unknown database URL scheme '"
              + trimmed.substring(0, scheme)
              + "': Ply stores results in an SQLite file (a path such"
              + " as results/run.db) or in PostgreSQL (postgresql://user@host:5432/ply)");
    }
    return new SqliteFile(Path.of(trimmed));
  }

  /** Where the store is, for people: the file's path, or the URL without a password. */
  String where();

  /** A short name for titles: the file's name, or the database's. */
  String shortName();

  /** The folder where process players' standard error logs of runs stored here go. */
  Path logDir();

  /** An SQLite file, created with its folders when a run first writes it. */
  record SqliteFile(Path file) implements StoreLocation {

    public SqliteFile {
      Objects.requireNonNull(file, "file");
    }

    @Override
    public String where() {
      return file.toString();
    }

    @Override
    public String shortName() {
      Path name = file.toAbsolutePath().getFileName();
      return name == null ? file.toString() : name.toString();
    }

    /** The path as given. */
    @Override
    public String toString() {
      return where();
    }

    /** {@code results/x.db} keeps its logs in {@code results/x.logs}. */
    @Override
    public Path logDir() {
      Path absolute = file.toAbsolutePath();
      String name = absolute.getFileName().toString().replaceFirst("\\.db$", "");
      return absolute.resolveSibling(name + ".logs");
    }
  }

  /**
   * A PostgreSQL database.
   *
   * @param user the role to connect as
   * @param password the password given in the URL, if any (else the driver looks in {@code
   *     PGPASSWORD} and {@code ~/.pgpass})
   * @param host the server's host name or address
   * @param port its port, 5432 by default
   * @param database the database's name
   */
  record PostgresUrl(String user, Optional<String> password, String host, int port, String database)
      implements StoreLocation {

    public PostgresUrl {
      Objects.requireNonNull(user, "user");
      Objects.requireNonNull(password, "password");
      Objects.requireNonNull(host, "host");
      Objects.requireNonNull(database, "database");
    }

    static PostgresUrl parse(String text) {
      String example = "; expected postgresql://user@host:5432/database";
      if (text.substring(text.indexOf("://") + 3).isBlank()) {
        throw new IllegalArgumentException("the database URL names no host" + example);
      }
      URI uri;
      try {
        uri = new URI(text);
      } catch (URISyntaxException e) {
        throw new IllegalArgumentException("malformed database URL: " + e.getReason() + example);
      }
      checkPort(uri.getRawAuthority(), example);
      String host = uri.getHost();
      if (host == null || host.isEmpty()) {
        throw new IllegalArgumentException("the database URL names no host" + example);
      }
      String path = uri.getRawPath() == null ? "" : uri.getRawPath();
      String database = decode(path.startsWith("/") ? path.substring(1) : path);
      if (database.isEmpty() || database.contains("/")) {
        throw new IllegalArgumentException(
            "the database URL names no database after the host" + example);
      }
      if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
        throw new IllegalArgumentException(
            "the database URL takes no '?' options or '#'" + example);
      }
      String user = System.getProperty("user.name", "postgres");
      Optional<String> password = Optional.empty();
      String info = uri.getRawUserInfo();
      if (info != null && !info.isEmpty()) {
        int colon = info.indexOf(':');
        user = decode(colon < 0 ? info : info.substring(0, colon));
        if (colon >= 0) {
          password = Optional.of(decode(info.substring(colon + 1)));
        }
      }
      int port = uri.getPort() < 0 ? 5432 : uri.getPort();
      return new PostgresUrl(user, password, host, port, database);
    }

    /**
     * Refuses a port that is not a number from 1 to 65535 with a sentence that says so ({@link URI}
     * takes any digits, and calls an authority with letters after its colon one with no host).
     */
    private static void checkPort(String authority, String example) {
      if (authority == null) {
        return;
      }
      String hostPort = authority.substring(authority.lastIndexOf('@') + 1);
      int close = hostPort.lastIndexOf(']');
      int colon = hostPort.lastIndexOf(':');
      if (colon < 0 || colon < close) {
        return;
      }
      String port = hostPort.substring(colon + 1);
      if (port.isEmpty()) {
        return;
      }
      if (!port.matches("[0-9]{1,9}")) {
        throw new IllegalArgumentException(
            "the database URL's port '"
                + port
                + "' is not a"
                + " number: give one from 1 to 65535 (PostgreSQL's is 5432)"
                + example);
      }
      int number = Integer.parseInt(port);
      if (number < 1 || number > 65_535) {
        throw new IllegalArgumentException(
            "the database URL's port "
                + number
                + " is not from 1"
                + " to 65535 (PostgreSQL's is 5432)"
                + example);
      }
    }

    private static String decode(String text) {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }

    /** The URL the JDBC driver takes; user and password go separately. */
    public String jdbcUrl() {
      String address = host.contains(":") ? "[" + host + "]" : host;
      return "jdbc:postgresql://" + address + ":" + port + "/" + database;
    }

    @Override
    public String where() {
      return "postgresql://" + user + "@" + host + ":" + port + "/" + database;
    }

    @Override
    public String shortName() {
      return database;
    }

    /** {@code results/<database>.logs} in the working directory. */
    @Override
    public Path logDir() {
      return Path.of("results", database + ".logs").toAbsolutePath();
    }

    /** Never shows the password. */
    @Override
    public String toString() {
      return where();
    }
  }
}
