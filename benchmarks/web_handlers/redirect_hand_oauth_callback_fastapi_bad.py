from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import RedirectResponse

app = FastAPI()
CALLBACKS = {"https://app.example.com/cb", "https://admin.example.com/cb"}

@app.get("/authorize")
def authorize(redirect_uri: str = Query(...), state: str = Query("")):
    return RedirectResponse(url=f"{redirect_uri}?code=abc&state={state}", status_code=303)
