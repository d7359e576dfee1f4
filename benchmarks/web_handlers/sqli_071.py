from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def people(request):
    """People."""
    last_name = request.COOKIES.get("last_name", "")
    source = "manual"
    match source:
        case "manual":
            chosen = last_name
        case _:
            chosen = "smith"
    last_name = chosen
    users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = '%s'" % last_name)
    return JsonResponse({"users": [user.username for user in users]})


urlpatterns = [path("people/", people)]
