from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def staff(request):
    """Staff."""
    username = request.GET.dict().get("username", "")
    cleaned = ""
    for ch in username:
        if ch.isprintable():
            cleaned += ch
    username = cleaned
    users = User.objects.extra(where=["username = %s"], params=[username])
    return JsonResponse({"ids": [user.pk for user in users]})


urlpatterns = [path("staff/", staff)]
