from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "dev"
TENANTS = {"acme", "globex"}

@app.before_request
def remember_tenant():
    tenant = request.headers.get("X-Tenant")
    if tenant in TENANTS:
        session["tenant"] = tenant
