from fastapi import FastAPI

app = FastAPI()

NOTES = "/srv/app/notes"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/save-note/{title}")
def save_note(title: str):
    """Save note."""
    title = value_or_default(title, "untitled", use_request=False)
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return {"saved": True}
