from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/search-api")
def search_api(q: str = Header(default="", alias="X-Q")):
    """Search api."""
    return {"query": q, "results": []}
