package dev.ply.host.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StoreLocationTest {

  @Test
  void aPathIsAnSqliteFileWhoseLogsGoBesideIt() {
    StoreLocation location = StoreLocation.parse("results/c4.db");
    StoreLocation.SqliteFile file = assertInstanceOf(StoreLocation.SqliteFile.class, location);
    assertEquals(Path.of("results/c4.db"), file.file());
    assertEquals("results/c4.db", location.where());
    assertEquals("c4.db", location.shortName());
    assertEquals(Path.of("results/c4.logs").toAbsolutePath(), location.logDir());
  }

  @Test
  void aPostgresqlUrlNamesUserHostPortAndDatabase() {
    StoreLocation.PostgresUrl url =
        assertInstanceOf(
            StoreLocation.PostgresUrl.class,
            StoreLocation.parse("postgresql://ply@db.example.org:6543/results"));
    assertEquals(
        new StoreLocation.PostgresUrl("ply", Optional.empty(), "db.example.org", 6543, "results"),
        url);
    assertEquals("jdbc:postgresql://db.example.org:6543/results", url.jdbcUrl());
    assertEquals("results", url.shortName());
  }

  @Test
  void thePortIs5432WhenTheUrlGivesNone() {
    assertEquals(
        5432,
        ((StoreLocation.PostgresUrl) StoreLocation.parse("postgres://ply@localhost/ply")).port());
  }

  @Test
  void aPasswordInTheUrlIsKeptForTheDriverButNeverShown() {
    StoreLocation.PostgresUrl url =
        (StoreLocation.PostgresUrl)
            StoreLocation.parse("postgresql://ply:s%40cret@localhost:5432/ply");
    assertEquals(Optional.of("s@cret"), url.password());
    assertEquals("postgresql://ply@localhost:5432/ply", url.where());
    assertFalse(url.toString().contains("cret"), url.toString());
    assertFalse(url.jdbcUrl().contains("cret"), url.jdbcUrl());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "postgresql://|names no host",
        "postgresql://ply@localhost|names no database",
        "postgresql://ply@localhost:5432/|names no database",
        "postgresql://ply@localhost/ply?sslmode=require|takes no '?' options",
        "jdbc:postgresql://localhost/ply|without 'jdbc:'",
        "mysql://root@localhost/ply|unknown database URL scheme 'mysql'",
        "'  '|the database is empty"
      })
  void aMalformedOrUnknownLocationIsRefusedWithTheReason(String text, String reason) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> StoreLocation.parse(text));
    assertTrue(e.getMessage().contains(reason), e.getMessage());
  }

  @Test
  void aSecondStoreCannotClaimARunThatAnotherHoldsAndTheMessageNamesTheHolder() {
    Path db =
        Path.of(
            System.getProperty("java.io.tmpdir"),
            "ply-claim-" + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".db");
    try (ResultStore first = ResultStore.open(db)) {
      long run = first.startRun(StoreFixtures.run());
      first.claimRun(run);
      try (ResultStore second = ResultStore.open(db)) {
        RunBusyException e = assertThrows(RunBusyException.class, () -> second.claimRun(run));
        assertTrue(
            e.getMessage()
                .contains("is being played by process " + ProcessHandle.current().pid() + " on "),
            e.getMessage());
      }
      first.close();
      try (ResultStore third = ResultStore.open(db)) {
        third.claimRun(run);
      }
    } finally {
      for (String suffix : new String[] {"", ".lock", "-wal", "-shm"}) {
        Path.of(db + suffix).toFile().delete();
      }
    }
  }

  @Test
  void aPortThatIsNoNumberOrOutOfRangeIsNamedAsSuch() {
    IllegalArgumentException letters =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class,
            () -> StoreLocation.parse("postgresql://u@h:notaport/d"));
    org.junit.jupiter.api.Assertions.assertTrue(
        letters.getMessage().startsWith("the database URL's port 'notaport' is not a number"),
        letters.getMessage());
    IllegalArgumentException big =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> StoreLocation.parse("postgresql://u@h:99999/d"));
    org.junit.jupiter.api.Assertions.assertTrue(
        big.getMessage().startsWith("the database URL's port 99999 is not from 1 to 65535"),
        big.getMessage());
  }

  @Test
  void theLockFileIsRemovedWhenTheLastStoreClosesAndKeptWhileARunIsClaimed() {
    Path db =
        Path.of(
            System.getProperty("java.io.tmpdir"),
            "ply-lock-" + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".db");
    Path lock = Path.of(db + ".lock");
    try {
      try (ResultStore first = ResultStore.open(db)) {
        long run = first.startRun(StoreFixtures.run());
        first.claimRun(run);
        assertTrue(lock.toFile().exists(), "the claim is a lock in the lock file");
        try (ResultStore second = ResultStore.open(db)) {
          long other = second.startRun(StoreFixtures.run());
          second.claimRun(other);
        }
        assertTrue(lock.toFile().exists(), "kept while the first store claims a run");
        first.claimRun(run);
      }
      assertFalse(lock.toFile().exists(), "removed by the last store to close");
      try (ResultStore again = ResultStore.open(db)) {
        long run = again.startRun(StoreFixtures.run());
        again.claimRun(run);
        assertTrue(lock.toFile().exists(), "made again by the next claim");
      }
      assertFalse(lock.toFile().exists());
    } finally {
      for (String suffix : new String[] {"", ".lock", "-wal", "-shm"}) {
        Path.of(db + suffix).toFile().delete();
      }
    }
  }
}
