package dev.ply.host.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RedactionTest {

  @Test
  void theUrlsPasswordIsHiddenAndTheRestKept() {
    assertEquals(
        "database: postgresql://ply:***@host:5432/ply",
        Redaction.credentials("database: postgresql://ply:s3cret@host:5432/ply"));
  }

  @Test
  void aPasswordParameterOrKeyIsHidden() {
    assertEquals(
        "x://h/d?user=a&password=***&ssl=true",
        Redaction.credentials("x://h/d?user=a&password=s3cret&ssl=true"));
    assertEquals(
        "  password: ***\n  pwd=***", Redaction.credentials("  password: s3cret\n  pwd=x"));
    assertEquals("password: ***", Redaction.credentials("password: \"with spaces\""));
  }

  @Test
  void aUrlWithoutAPasswordAndOtherTextAreKeptAsTheyAre() {
    String text = "database: postgresql://ply@host/ply\ngame: chess # see https://a.org/x:y@z";
    assertEquals(text.replace("a.org/x:y@z", "a.org/x:y@z"), Redaction.credentials(text));
    assertEquals("games: 4", Redaction.credentials("games: 4"));
  }

  @Test
  void aPasswordWithARawAtSignIsHiddenWhole() {
    assertEquals(
        "database: postgresql://ply:***@host/ply",
        Redaction.credentials("database: postgresql://ply:se@cret@host/ply"));
  }

  @Test
  void aPasswordVariableSuchAsPgpasswordIsHidden() {
    assertEquals(
        "command: env PGPASSWORD=*** psql, db_password: ***",
        Redaction.credentials("command: env PGPASSWORD=s3cret psql, db_password: s3cret"));
  }

  @Test
  void aPasswordThatYamlSpreadsOverLinesIsGoneWithTheWholeDatabaseEntry() {
    String text =
        "game: chess\ndatabase: \"postgresql://ply:Planted\\\n"
            + "  PW4711@localhost:5432/ply\"\ngames: 2\n";
    StoreLocation database =
        StoreLocation.parse("postgresql://ply:PlantedPW4711@localhost:5432/ply");
    assertEquals(
        "game: chess\ndatabase: \"postgresql://ply:***@localhost:5432/ply\"\n" + "games: 2\n",
        Redaction.config(text, database));
  }

  @Test
  void aConfigWithoutADatabasePasswordKeepsItsText() {
    String text = "game: chess\ndatabase: results/x.db\n";
    assertEquals(text, Redaction.config(text, StoreLocation.parse("results/x.db")));
  }
}
