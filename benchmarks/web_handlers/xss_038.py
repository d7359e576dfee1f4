from fastapi import FastAPI

app = FastAPI()


@app.get("/search-api/{q}")
def search_api(q: str):
    """Search api."""
    return {"query": q, "results": []}
