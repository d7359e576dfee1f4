from fastapi import FastAPI, Request

app = FastAPI()

NOTES = "/srv/app/notes"


@app.post("/save-note")
async def save_note(request: Request):
    """Save note."""
    title = (await request.json()).get("title", "")
    queue = ["untitled"]
    queue.extend([title, "spare"])
    queue.pop()
    title = queue[-1]
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return {"saved": True}
