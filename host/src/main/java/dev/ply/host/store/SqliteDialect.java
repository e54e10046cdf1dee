package dev.ply.host.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import org.sqlite.SQLiteConfig;

/**
 * Results in an SQLite file: WAL while a run writes, {@code synchronous=FULL}, a busy timeout of
 * ten seconds for a second writer, {@code BEGIN IMMEDIATE} so that a write waits for the lock at
 * its start; back to a single file (rollback journal) when the last writer closes.
 *
 * <p>Claims: each run is a byte of {@code <file>.lock} beside the database, locked with the
 * operating system's file lock, which a killed process loses at once. The last process to close
 * removes the lock file, so none is left behind after a run, ended normally or by an error: it
 * deletes it only while it holds a lock on the whole file (no run is claimed), and a claimer checks
 * after locking its byte that the file it locked is still the one at the path (else it opens the
 * new one and tries again), so that two processes never hold one run through two lock files.
 */
final class SqliteDialect implements Dialect {

  /** SQLite's result code for "file is not a database". */
  private static final int SQLITE_NOTADB = 26;

  private final StoreLocation.SqliteFile location;
  private final Path file;
  private FileChannel lockFile;
  private Object lockFileKey;

  SqliteDialect(StoreLocation.SqliteFile location) {
    SqliteNativeLibrary.prepare();
    this.location = location;
    this.file = location.file().toAbsolutePath();
  }

  @Override
  public StoreLocation location() {
    return location;
  }

  /**
   * The busy timeout comes first, so that switching to WAL waits for another process's lock instead
   * of failing at once. Reading the journal mode is also the first read of the file, so a file that
   * is not a database fails here.
   */
  @Override
  public Connection openForWriting() throws SQLException {
    try {
      Path parent = file.getParent();
      if (parent != null && !Files.isDirectory(parent)) {
        // One missing folder (results/ for results/x.db) is made; a path whose folders do not
        // exist at all is a mistake, not a request for a tree of new folders.
        Path grandparent = parent.getParent();
        if (grandparent != null && !Files.isDirectory(grandparent)) {
          throw new StoreException(
              "cannot create results database " + file + ": " + grandparent + " does not exist");
        }
        Files.createDirectories(parent);
      }
    } catch (IOException e) {
      throw new StoreException(
          "cannot create the directory of results database " + file + ": " + e, e);
    }
    Connection connection = new SQLiteConfig().createConnection("jdbc:sqlite:" + file);
    try (Statement s = connection.createStatement()) {
      s.execute("PRAGMA busy_timeout = 10000");
      s.execute("PRAGMA journal_mode = WAL");
      s.execute("PRAGMA synchronous = FULL");
      s.execute("PRAGMA foreign_keys = ON");
    } catch (SQLException e) {
      connection.close();
      throw e;
    }
    return connection;
  }

  @Override
  public Connection openForReading() throws SQLException {
    if (!Files.exists(file)) {
      throw new StoreException("no results database at " + file + ": the file does not exist");
    }
    if (!Files.isRegularFile(file)) {
      throw new StoreException(file + " is not a Ply results database: it is not a file");
    }
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    config.setBusyTimeout(10_000);
    return config.createConnection("jdbc:sqlite:" + file);
  }

  /**
   * Why IMMEDIATE: it takes the write lock at the start, where the busy timeout can wait for it; a
   * deferred transaction that reads first can fail with SQLITE_BUSY when it tries to write, which
   * no waiting can fix.
   */
  @Override
  public String beginWrite() {
    return "BEGIN IMMEDIATE";
  }

  /** The schema is written in SQLite's own types. */
  @Override
  public String ddl(String statement) {
    return statement;
  }

  /**
   * Leaves the file as one file at rest: back in rollback-journal mode, the write-ahead log
   * checkpointed into it and deleted. Readers ({@code ply standings}, {@code report}, {@code
   * export}, sqlite3) then open it without creating {@code -wal} and {@code -shm} files beside it.
   * Switching needs the only connection to the file; when another process still has it open (two
   * runs writing to one file), the switch gives up at once and the last writer to close makes it.
   */
  @Override
  public void beforeClose(Connection connection) {
    try (Statement s = connection.createStatement()) {
      s.execute("PRAGMA busy_timeout = 0");
      s.execute("PRAGMA journal_mode = DELETE");
    } catch (SQLException busy) {
      // Another connection holds the file: it stays in WAL mode until that one closes.
    }
    if (lockFile != null) {
      try {
        removeLockFileIfUnclaimed();
        lockFile.close();
      } catch (IOException e) {
        // closing releases the locks; nothing else to do
      }
    }
  }

  private Path lockPath() {
    return file.resolveSibling(file.getFileName() + ".lock");
  }

  /** The identity of the file at {@code path} (device and inode), or null when there is none. */
  private static Object keyOf(Path path) {
    try {
      return Files.readAttributes(path, BasicFileAttributes.class).fileKey();
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * Opens the lock file, making sure the channel is the file now at the path: its identity is the
   * same just before and just after the open (a file removed and made again in between differs).
   */
  private void openLockFile() throws IOException {
    Path path = lockPath();
    for (int attempt = 0; attempt < 100; attempt++) {
      Object before = keyOf(path);
      FileChannel channel =
          FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      Object after = keyOf(path);
      boolean noKeys = after == null && Files.exists(path); // a file system without identities
      if (noKeys || before != null && before.equals(after)) {
        lockFile = channel;
        lockFileKey = after;
        return;
      }
      channel.close();
    }
    throw new IOException("the lock file keeps being replaced");
  }

  /** Deletes the lock file while holding all of it, when no process claims a run in it. */
  private void removeLockFileIfUnclaimed() throws IOException {
    FileLock all;
    try {
      all = lockFile.tryLock(0, Long.MAX_VALUE, false);
    } catch (OverlappingFileLockException heldInThisProcess) {
      return;
    }
    if (all == null) {
      return;
    }
    try {
      if (lockFileKey != null && lockFileKey.equals(keyOf(lockPath()))) {
        Files.deleteIfExists(lockPath());
      }
    } finally {
      all.release();
    }
  }

  @Override
  public StoreException openFailure(SQLException e) {
    if ((e.getErrorCode() & 0xff) == SQLITE_NOTADB) {
      String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
      if (name.endsWith(".yaml") || name.endsWith(".yml")) {
        return new StoreException(
            file
                + " is a config file, not a results database: run it"
                + " with ply tournament (or ply match) "
                + location.file()
                + ", and read the"
                + " database it records into (its 'database:', or results/<its name>.db)",
            e);
      }
      return new StoreException(
          file + " is not a Ply results database (it is not an SQLite" + " file)", e);
    }
    return new StoreException("cannot open results database " + file + ": " + e.getMessage(), e);
  }

  @Override
  public Optional<AutoCloseable> tryClaim(Connection connection, long runId) {
    try {
      for (int attempt = 0; attempt < 100; attempt++) {
        if (lockFile == null) {
          openLockFile();
        }
        FileLock lock;
        try {
          lock = lockFile.tryLock(runId, 1, false);
        } catch (OverlappingFileLockException heldInThisProcess) {
          return Optional.empty();
        }
        if (lock == null) {
          return Optional.empty();
        }
        if (lockFileKey == null || lockFileKey.equals(keyOf(lockPath()))) {
          return Optional.of(lock::release);
        }
        // The last process closing removed the file between our open and our lock.
        lock.release();
        lockFile.close();
        lockFile = null;
      }
      throw new IOException("the lock file keeps being replaced");
    } catch (IOException e) {
      throw new StoreException("cannot lock run " + runId + " in " + file + ".lock: " + e, e);
    }
  }
}
