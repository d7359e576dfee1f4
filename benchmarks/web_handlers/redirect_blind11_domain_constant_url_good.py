from django.shortcuts import redirect

DOMAIN = "docs.example.org"


def docs(request):
    host = DOMAIN
    page = request.GET.get("page", "index")
    return redirect(f"https://{host}/{page}")
