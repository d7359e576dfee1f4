from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/remember")
def remember(request: Request):
    request.session.update(dict(request.query_params))
    return {"stored": sorted(request.session)}
